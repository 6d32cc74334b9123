import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { isBulgarian, runScript, type Turn } from './dialogue-test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ engineTuning: { wordDelayMs: 0 } });
});
afterAll(() => ctx.close());

// Each script mixes questions about her, facts the user tells, recall questions, news and
// small talk, with different phrasings, typos and missing question marks.
const SCRIPTS: Record<string, Turn[]> = {
  sophia: [
    { say: 'Hi! Nice to meet you.', not: /meet in person/iu },
    { say: "What's your cat's name?", expect: /Mr\. Darcy/u, direct: true },
    { say: 'Which city do you live in?', expect: /New York|Brooklyn/u, direct: true },
    { say: 'I am Daniel and I live in Plovdiv', expect: /Daniel|Plovdiv/u },
    { say: 'Do you remember my name?', expect: /Daniel/u, direct: true },
    {
      say: 'My sister just had a baby girl! What should I get them?',
      expect: /blanket|books?|meal|nappies|keepsake|sleepsuit/iu,
    },
    { say: 'coffee or tea?', expect: /tea/iu, direct: true },
    { say: 'what did I tell you about my sister', expect: /baby/iu, direct: true },
    { say: 'My dog is called Taco', expect: /Taco/u, not: /taco trucks?/iu },
    { say: "What's Taco like?", expect: /Taco/u, not: /taco trucks?|food/iu },
    { say: 'whats ur cats name again', expect: /Mr\. Darcy/u, direct: true },
    { say: 'where do i live?', expect: /Plovdiv/u, direct: true },
    { say: 'can you recommend a good book', expect: /Persuasion|Anne of Green Gables/u },
    { say: 'I had a long day at work today' },
  ],
  emma: [
    { say: 'hey there!' },
    { say: 'do you have any pets', expect: /Taco/u, direct: true },
    { say: "I'm Mia. I live in Varna, by the sea." },
    { say: 'Where are you from originally?', expect: /San Diego|Ocean Beach/u, direct: true },
    { say: 'My dog is called Rex', expect: /Rex/u },
    { say: 'I took my dog to the park this morning', expect: /Rex/u },
    { say: "do you remember my dog's name?", expect: /Rex/u, direct: true },
    { say: 'beach or mountains?', expect: /ocean|beach|mountains/iu, direct: true },
    { say: 'what do you do for a living?', expect: /surf|photograph/iu, direct: true },
    { say: 'I got the job!!', expect: /stoked|congrat|happy|ten out of ten|dance/iu },
    { say: 'whats my name', expect: /Mia/u, direct: true },
    { say: 'what city do I live in?', expect: /Varna/u, direct: true },
    { say: 'Taco is such a funny name for a dog haha' },
  ],
  isabelle: [
    { say: 'Good evening, Isabelle' },
    { say: 'What do you do for work?', expect: /perfum|scent/iu, direct: true },
    { say: 'do u have a cat or a dog?', expect: /no pet|cat/iu, direct: true },
    { say: 'My name is Tom and I work as a nurse' },
    { say: 'Where do you live?', expect: /Paris|Marais/u, direct: true },
    { say: 'What is your favourite season?', expect: /spring|lilac/iu, direct: true },
    { say: 'What do I do for work? Do you remember?', expect: /nurse/iu, direct: true },
    { say: 'wine or beer', expect: /wine|Burgundy/iu },
    { say: 'My brother Leo is moving to London next month' },
    { say: 'What did I tell you about my brother?', expect: /Leo|London/u, direct: true },
    { say: 'Who am I?', expect: /Tom/u, direct: true },
    { say: 'Tell me about your family', expect: /grandmother|Grasse|parents|mother/iu },
  ],
  maya: [
    { say: 'Hello Maya!' },
    { say: 'What kind of work do you do?', expect: /software|engineer|coding/iu, direct: true },
    { say: 'Do you have any animals at home?', expect: /houseplants|plants|no pets/iu },
    { say: 'Hi, I am Sara and I live in Sofia' },
    { say: 'I have a job interview on Friday' },
    { say: 'Do you prefer mornings or nights?', expect: /night|stars/iu, direct: true },
    { say: 'what are your plans for the weekend', expect: /coding club|dumplings|Marin/iu },
    { say: 'My cat is called Luna', expect: /Luna/u },
    { say: "what's my cat's name?", expect: /Luna/u, direct: true },
    { say: 'Remind me, where do I live?', expect: /Sofia/u, direct: true },
    { say: 'My mom is sick and in the hospital', not: /congrat|stoked/iu },
    { say: 'What is your dream?', expect: /parents|company|teach|northern lights/iu },
  ],
  lucia: [
    { say: 'hola!' },
    { say: 'where do you live lucia', expect: /Barcelona|Gràcia/u, direct: true },
    { say: 'What are you passionate about?' },
    { say: "I'm Nikolai, I live in Burgas" },
    { say: 'Do you have any pets?', expect: /Picasso/u, direct: true },
    { say: 'sea or mountains?', expect: /sea/iu, direct: true },
    { say: 'My sister Ana got engaged yesterday!', expect: /!/u },
    { say: 'Can you suggest a film to watch tonight?', expect: /Almodóvar/u },
    { say: 'What did I tell you about Ana?', expect: /Ana|engaged/u },
    { say: "what's my name again?", expect: /Nikolai/u, direct: true },
    { say: 'What do you do on weekends?', expect: /market|lunch|canvas/iu, direct: true },
    { say: 'I feel a bit sad today', not: /congrat/iu },
  ],
  giulia: [
    { say: 'Ciao Giulia' },
    { say: "What's your job exactly?", expect: /brand|fashion/iu, direct: true },
    { say: 'I am Petra and I work as a teacher' },
    { say: 'Which city are you in?', expect: /Milan|Brera/u, direct: true },
    { say: 'coffee or tea', expect: /espresso|coffee/iu },
    { say: 'do you have a dog', expect: /pet|Pavarotti|dachshund/iu, direct: true },
    { say: 'What is my job?', expect: /teacher/iu, direct: true },
    { say: 'My best friend has her birthday on Saturday, any gift ideas?', expect: /\S/u },
    { say: 'What is your favourite food?', expect: /tagliatelle|ragù/iu, direct: true },
    { say: 'What do you know about me?', expect: /Petra|teacher/u, direct: true },
    { say: 'Where did you grow up?', expect: /Bologna/u, direct: true },
  ],
};

describe('dialogues in English with the built-in engine', () => {
  for (const [slug, turns] of Object.entries(SCRIPTS)) {
    it(`${slug}: answers, remembers and never repeats herself`, async () => {
      const transcript = await runScript(ctx, slug, turns);
      for (const { reply } of transcript) expect(isBulgarian(reply), reply).toBe(false);
    });
  }
});
