import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#common/i18n/languages';
import type { MailContent, MailTemplateName, OutgoingMail } from '../mail-types';
import { renderMail } from './index';

const PERIOD_END = new Date('2031-03-05T12:00:00Z');

/** One sample of every template, with the values each rendering must show. */
const SAMPLES: Record<MailTemplateName, { content: MailContent; shows: string[] }> = {
  welcome: { content: { template: 'welcome', name: 'Ada' }, shows: ['Ada'] },
  password_reset: {
    content: {
      template: 'password_reset',
      name: 'Ada',
      resetUrl: 'https://amora.example/en/reset-password?token=abc123',
      expiresInMinutes: 60,
    },
    shows: ['Ada', 'https://amora.example/en/reset-password?token=abc123', '60'],
  },
  email_changed: {
    content: {
      template: 'email_changed',
      name: 'Ada',
      newEmailMasked: 'n***@example.com',
      undoUrl: 'https://amora.example/en/undo-email-change?token=abc123',
      expiresInDays: 7,
    },
    shows: ['Ada', 'n***@example.com', 'https://amora.example/en/undo-email-change?token=abc123'],
  },
  email_verification: {
    content: {
      template: 'email_verification',
      name: 'Ada',
      verifyUrl: 'https://amora.example/en/verify-email?token=abc123',
      expiresInDays: 7,
    },
    shows: ['Ada', 'https://amora.example/en/verify-email?token=abc123', '7'],
  },
  ticket_escalated: {
    content: {
      template: 'ticket_escalated',
      name: 'Ada',
      ticketId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      ticketTitle: 'Card charged twice',
      ticketUrl: 'https://amora.example/en/support',
    },
    shows: ['Ada', 'Card charged twice', '1B9D6BCD', 'https://amora.example/en/support'],
  },
  ticket_answered: {
    content: {
      template: 'ticket_answered',
      name: 'Ada',
      ticketId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      ticketTitle: 'Card charged twice',
      reply: 'We refunded the second charge.',
      ticketUrl: 'https://amora.example/en/support',
    },
    shows: ['Ada', 'Card charged twice', 'We refunded the second charge.', '1B9D6BCD'],
  },
  subscription_confirmed: {
    content: {
      template: 'subscription_confirmed',
      name: 'Ada',
      plan: 'premium',
      billingCycle: 'yearly',
      periodEnd: PERIOD_END,
    },
    shows: ['Ada', '2031'],
  },
  companion_message: {
    content: {
      template: 'companion_message',
      name: 'Ada',
      companionName: 'Sophia',
      message: 'How did the exam go?',
      chatUrl: 'https://amora.example/en/chat/sophia',
      unsubscribeUrl: 'https://amora.example/api/notifications/unsubscribe?token=abc',
    },
    shows: ['Ada', 'Sophia', 'How did the exam go?', '/en/chat/sophia', 'token=abc'],
  },
  subscription_cancelled: {
    content: {
      template: 'subscription_cancelled',
      name: 'Ada',
      plan: 'pro',
      periodEnd: PERIOD_END,
    },
    shows: ['Ada', '2031'],
  },
};

function render(content: MailContent, language: Language) {
  return renderMail({ to: 'ada@example.com', language, ...content } as OutgoingMail);
}

const CYRILLIC = /[\u0400-\u04FF]/;

describe('e-mail templates', () => {
  for (const [name, sample] of Object.entries(SAMPLES)) {
    for (const language of LANGUAGES) {
      it(`renders ${name} in ${language} with its data`, () => {
        const mail = render(sample.content, language);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.subject).toContain('Amora');
        expect(mail.text.trim()).not.toBe('');
        expect(mail.html).toContain(`<html lang="${language}">`);
        for (const value of sample.shows) {
          expect(mail.text).toContain(value);
          expect(mail.html).toContain(value);
        }
        // Bulgarian e-mails are written in Bulgarian, English ones are not.
        expect(CYRILLIC.test(mail.subject + mail.text)).toBe(language === 'bg');
      });
    }
  }

  it('writes dates the way each language does', () => {
    const content = SAMPLES.subscription_confirmed.content;
    expect(render(content, 'en').text).toContain('March 5, 2031');
    expect(render(content, 'bg').text).toContain('5 март 2031');
  });

  it('names the plan and billing cycle in the language', () => {
    const content = SAMPLES.subscription_confirmed.content;
    expect(render(content, 'en').subject).toContain('Premium');
    expect(render(content, 'en').text).toContain('yearly');
    expect(render(content, 'bg').subject).toContain('Премиум');
    expect(render(content, 'bg').text).toContain('годишно');
  });

  it('says when a cancelled subscription has already ended', () => {
    const ended = { ...SAMPLES.subscription_cancelled.content, periodEnd: null };
    expect(render(ended, 'en').text).toContain('has ended');
    expect(render(ended, 'bg').text).toContain('приключи');
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const mail = render(
      {
        template: 'ticket_answered',
        name: hostile,
        ticketId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
        ticketTitle: '<img src=x onerror=alert(1)>',
        reply: '<b>bold</b>\nsecond line',
        ticketUrl: 'https://amora.example/en/support?a=1&b="2"',
      },
      'en',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
    expect(mail.html).toContain('href="https://amora.example/en/support?a=1&amp;b=&quot;2&quot;"');
    // Line breaks of a reply survive as <br>, after escaping.
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;<br>second line');
    // The plain text keeps the values as written.
    expect(mail.text).toContain('<b>bold</b>');
  });

  it('never turns a non-web address into a link', () => {
    const mail = render(
      {
        template: 'password_reset',
        name: 'Ada',
        resetUrl: 'javascript:alert(1)',
        expiresInMinutes: 60,
      },
      'en',
    );
    expect(mail.html).not.toContain('href=');
    expect(mail.html).toContain('javascript:alert(1)');
  });

  it('keeps the subject on one line whatever the ticket title holds', () => {
    const mail = render(
      {
        template: 'ticket_escalated',
        name: 'Ada',
        ticketId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
        ticketTitle: 'x',
        ticketUrl: 'https://amora.example/en/support',
      },
      'en',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const named = render({ template: 'welcome', name: 'Ada\r\nBcc: victim@example.com' }, 'en');
    expect(named.subject).not.toMatch(/[\r\n]/);
  });
});
