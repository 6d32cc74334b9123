import { describe, expect, it } from 'vitest';
import { counterTone, noteAfterReply, sendableSupportText } from './send-rules';
import { makeTicket } from './support-test-data';

describe('support send rules', () => {
  it('sends trimmed text, never a blank one or one over the 4,000-character cap', () => {
    expect(sendableSupportText('  Hello \n')).toBe('Hello');
    expect(sendableSupportText(' \n\t ')).toBeNull();
    expect(sendableSupportText('a'.repeat(4000))).toHaveLength(4000);
    expect(sendableSupportText('a'.repeat(4001))).toBeNull();
  });

  it('warns past 500 characters and refuses past 4,000', () => {
    expect(counterTone(500)).toBe('normal');
    expect(counterTone(501)).toBe('warning');
    expect(counterTone(4000)).toBe('warning');
    expect(counterTone(4001)).toBe('error');
  });

  it('offers a person when a reply leaves the ticket in human review', () => {
    const review = makeTicket({ status: 'human_review' });
    expect(noteAfterReply(makeTicket({ status: 'resolved' }), true, false)).toBeNull();
    expect(noteAfterReply(review, true, false)).toBe('offer');
    expect(noteAfterReply(review, false, false)).toBe('offer');
    // Once a person has it: no offer; a message Nova does not answer is with the team.
    expect(noteAfterReply(review, true, true)).toBeNull();
    expect(noteAfterReply(review, false, true)).toBe('withTeam');
    expect(noteAfterReply({ ...review, assigned_to: review.user_id }, false, false)).toBe(
      'withTeam',
    );
  });
});
