import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeUser } from '#client/test-utils/fixtures';
import { renderWithProviders } from '#client/test-utils/render';
import { makeSandboxSession } from './billing-test-data';
import { cardBrandOf, formatCardNumber, formatExpiry, validateCard } from './card-input';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

afterEach(() => vi.unstubAllGlobals());

describe('card input', () => {
  it('spaces the number as typed and recognises the brand', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(cardBrandOf('4000 0000')).toBe('visa');
    expect(cardBrandOf('5555')).toBe('mastercard');
    expect(cardBrandOf('2221')).toBe('mastercard');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('6011')).toBe('discover');
    expect(cardBrandOf('9')).toBe('unknown');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('checks the number (length, Luhn), the expiry (month, past), the CVC and the name', () => {
    const now = new Date('2030-06-15T00:00:00Z');
    const good = { number: '4242 4242 4242 4242', expiry: '06 / 30', cvc: '123', name: 'Ana' };
    expect(validateCard(good, now)).toEqual({});
    expect(validateCard({ ...good, expiry: '05 / 30' }, now).expiry).toBe('expiryPast');
    expect(validateCard({ ...good, expiry: '13 / 31' }, now).expiry).toBe('expiryMonth');
    expect(validateCard({ ...good, expiry: '1' }, now).expiry).toBe('expiryIncomplete');
    expect(validateCard({ ...good, number: '' }, now).number).toBe('numberRequired');
    expect(validateCard({ ...good, number: '4242 4242' }, now).number).toBe('numberIncomplete');
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(
      'numberInvalid',
    );
    expect(validateCard({ ...good, cvc: '12' }, now).cvc).toBe('cvcIncomplete');
    expect(validateCard({ ...good, name: '  ' }, now).name).toBe('nameRequired');
  });
});

function serve(pay: () => Response) {
  const session = makeSandboxSession();
  const api = fakeApi({
    [`GET /api/stripe/sandbox/sessions/${session.id}`]: () => Response.json({ session }),
    'POST /api/stripe/sandbox/pay': pay,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return { api, session };
}

function fill(values: { number: string; expiry: string; cvc: string; name: string }) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: values.number } });
  fireEvent.change(screen.getByLabelText('Expiration date (MM / YY)'), {
    target: { value: values.expiry },
  });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: values.cvc } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: values.name } });
}

describe('SandboxCheckoutPage', () => {
  it('shows the order, the test cards, and field errors before sending anything', async () => {
    const { api } = serve(() => Response.json({ url: '/en/welcome-premium' }));
    renderWithProviders(<SandboxCheckoutPage sessionId="cs_test_123" />, {
      path: '/en/sandbox-checkout/cs_test_123',
      user: makeUser(),
    });
    const pay = await screen.findByRole('button', { name: 'Pay $14.99' });
    expect(screen.getByText('Sandbox — test mode')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 9995')).toBeTruthy();
    expect(screen.getByTestId('sandbox-total').textContent).toBe('$14.99');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(screen.getByRole('link', { name: /Back to Amora/ }).getAttribute('href')).toBe(
      'http://localhost/en/plans',
    );

    fireEvent.click(pay);
    expect(screen.getByText('Enter your card number.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.getByText('Enter the name on your card.')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');

    fill({ number: '4242424242424241', expiry: '0120', cvc: '12', name: 'Ana' });
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe(
      '4242 4242 4242 4241',
    );
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeTruthy();
    expect(screen.queryByText('Enter the name on your card.')).toBeNull();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a valid card and shows the insufficient-funds refusal in Bulgarian', async () => {
    const { api } = serve(() =>
      Response.json(
        { error: 'Payment failed: Insufficient funds', code: 'PAYMENT_FAILED' },
        { status: 402 },
      ),
    );
    renderWithProviders(<SandboxCheckoutPage sessionId="cs_test_123" />, {
      path: '/bg/sandbox-checkout/cs_test_123',
      language: 'bg',
      user: makeUser(),
    });
    await screen.findByRole('button', { name: /Плати/ });
    fireEvent.change(screen.getByLabelText('Номер на картата'), {
      target: { value: '4000000000009995' },
    });
    fireEvent.change(screen.getByLabelText('Валидна до (ММ / ГГ)'), { target: { value: '1299' } });
    fireEvent.change(screen.getByLabelText('Код за сигурност (CVC)'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Име върху картата'), { target: { value: 'Ана' } });
    fireEvent.click(screen.getByRole('button', { name: /Плати/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Плащането е неуспешно: недостатъчна наличност',
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        sessionId: 'cs_test_123',
        cardNumber: '4000000000009995',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
        name: 'Ана',
      }),
    );
  });

  it('says when the session does not exist', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    renderWithProviders(<SandboxCheckoutPage sessionId="nope" />, {
      path: '/en/sandbox-checkout/nope',
      user: makeUser(),
    });
    expect(
      await screen.findByRole('heading', { name: "This checkout doesn't exist" }),
    ).toBeTruthy();
  });

  it('turns a refused discount into the reason and the checkout without the code', async () => {
    let rejected = false;
    const discounted = makeSandboxSession({
      total: 7.49,
      discount: { code: 'HALF', name: 'Half', type: 'percentage', value: 50, amount: 7.5 },
    });
    const api = fakeApi({
      [`GET /api/stripe/sandbox/sessions/${discounted.id}`]: () =>
        Response.json({
          session: rejected
            ? { ...discounted, status: 'rejected', rejection_reason: 'exhausted' }
            : discounted,
        }),
      'POST /api/stripe/sandbox/pay': () => {
        rejected = true;
        return Response.json(
          {
            error: 'The discount code HALF can no longer be used.',
            code: 'DISCOUNT_NO_LONGER_VALID',
            reason: 'exhausted',
            discountCode: 'HALF',
            refunded: false,
            plan_id: 'premium',
            billing_cycle: 'monthly',
          },
          { status: 409 },
        );
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<SandboxCheckoutPage sessionId={discounted.id} />, {
      path: `/bg/sandbox-checkout/${discounted.id}`,
      language: 'bg',
      user: makeUser(),
    });
    await screen.findByRole('button', { name: /Плати/ });
    fireEvent.change(screen.getByLabelText('Номер на картата'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(screen.getByLabelText('Валидна до (ММ / ГГ)'), { target: { value: '1299' } });
    fireEvent.change(screen.getByLabelText('Код за сигурност (CVC)'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Име върху картата'), { target: { value: 'Ана' } });
    fireEvent.click(screen.getByRole('button', { name: /Плати/ }));

    const notice = await screen.findByTestId('discount-rejected');
    expect(notice.textContent).toContain('Кодът ти за отстъпка вече не важи');
    expect(notice.textContent).toContain(
      'Кодът HALF не можа да бъде използван при плащането: вече е използван от други купувачи.',
    );
    expect(notice.textContent).toContain('Нищо не е таксувано.');
    expect(screen.getByRole('link', { name: 'Плати без кода' }).getAttribute('href')).toBe(
      '/bg/checkout?plan=premium&billing=monthly',
    );
    expect(screen.queryByRole('button', { name: /Плати/ })).toBeNull();
  });
});
