import { describe, expect, it } from 'vitest';
import {
  EXPLICIT_MESSAGE_THRESHOLD,
  explicitModeGate,
  hasConsentPhrase,
  isSexualMessage,
  type ExplicitModeInput,
} from './explicit';

const MESSAGES = {
  en: "I'm ready, I want to make love with you",
  bg: 'Готова съм, искам да правим любов',
};

function input(overrides: Partial<ExplicitModeInput> = {}): ExplicitModeInput {
  return {
    adultConfirmed: true,
    userAllowsExplicit: true,
    companionAllowsExplicit: true,
    stage: 'intimate',
    messageCount: EXPLICIT_MESSAGE_THRESHOLD + 1,
    message: MESSAGES.en,
    alreadyOn: false,
    ...overrides,
  };
}

describe('explicitModeGate', () => {
  it.each(['en', 'bg'] as const)('turns on when every condition holds (%s)', (language) => {
    expect(explicitModeGate(input({ message: MESSAGES[language] }))).toBe(true);
  });

  it('needs an adult-confirmed account', () => {
    expect(explicitModeGate(input({ adultConfirmed: false }))).toBe(false);
  });

  it("needs the user's content setting on (it is off by default)", () => {
    expect(explicitModeGate(input({ userAllowsExplicit: false }))).toBe(false);
  });

  it('needs a companion that allows it', () => {
    expect(explicitModeGate(input({ companionAllowsExplicit: false }))).toBe(false);
  });

  it.each(['initial', 'building', 'deepening'] as const)(
    'needs the intimate stage, not %s',
    (stage) => {
      expect(explicitModeGate(input({ stage }))).toBe(false);
    },
  );

  it('needs over 30 messages (30 vs 31)', () => {
    expect(explicitModeGate(input({ messageCount: 30 }))).toBe(false);
    expect(explicitModeGate(input({ messageCount: 31 }))).toBe(true);
  });

  it('needs a sexual message', () => {
    expect(explicitModeGate(input({ message: "I'm ready for our walk" }))).toBe(false);
    expect(explicitModeGate(input({ message: 'Готова съм за разходката' }))).toBe(false);
  });

  it('needs a consent phrase', () => {
    expect(explicitModeGate(input({ message: 'I want to make love with you' }))).toBe(false);
    expect(explicitModeGate(input({ message: 'Искам да правим любов' }))).toBe(false);
  });

  it('stays on once on, whatever the message, stage or count', () => {
    const later = input({ alreadyOn: true, message: 'hello', stage: 'initial', messageCount: 2 });
    expect(explicitModeGate(later)).toBe(true);
  });

  it('ends when the account or the companion no longer qualifies', () => {
    expect(explicitModeGate(input({ alreadyOn: true, adultConfirmed: false }))).toBe(false);
    expect(explicitModeGate(input({ alreadyOn: true, userAllowsExplicit: false }))).toBe(false);
    expect(explicitModeGate(input({ alreadyOn: true, companionAllowsExplicit: false }))).toBe(
      false,
    );
  });
});

describe('isSexualMessage and hasConsentPhrase', () => {
  it('match whole words and phrases in both languages', () => {
    expect(isSexualMessage('You are so SEXY')).toBe(true);
    expect(isSexualMessage('Искам секс')).toBe(true);
    expect(isSexualMessage('Sussex is lovely in spring')).toBe(false);
    expect(isSexualMessage('Вкараха гол в последната минута')).toBe(false);
    expect(hasConsentPhrase('Yes, I’m sure.')).toBe(true);
    expect(hasConsentPhrase('Да, сигурна съм.')).toBe(true);
    expect(hasConsentPhrase('Are you sure?')).toBe(false);
  });
});
