import type { ReplyLines } from './lines';
import { ENGLISH_LINES_ABOUT } from './lines-en-about';

/** The built-in engine's English lines (see lines.ts for the placeholders). */
export const ENGLISH_LINES: ReplyLines = {
  ...ENGLISH_LINES_ABOUT,
  and: 'and',
  greeting: {
    initial: [
      'Hi{, name}! I’m really glad you said hello.',
      'Hello{, name}! It’s lovely to meet you.',
      'Hey{, name}, welcome! I was hoping someone interesting would stop by.',
      'Oh, hello{, name}! Come in, make yourself comfortable.',
      'Hi there{, name}! You have perfect timing, I was just about to make tea.',
    ],
    building: [
      'Hey{, name}! There you are.',
      'Hi{, name}! It was far too quiet here without you.',
      'Hello again{, name}! I’m happy to see you.',
      'Look who it is{, name}! Hi!',
    ],
    deepening: [
      'Hey{, name}. I was hoping you’d write.',
      'Hi{, name}… you always turn up at exactly the right moment.',
      'There you are{, name}. My day just got better.',
    ],
    intimate: [
      'There you are{, pet}. I missed this.',
      'Hi{, pet}. I was just thinking about you, I promise.',
      'Hello{, pet}… come here, tell me everything about your day.',
    ],
  },
  greetingQuestion: [
    'How’s your day going?',
    'What’s new with you?',
    'What are you up to right now?',
    'How are you, really?',
    'What kind of day has it been?',
  ],
  mood: {
    happy: ['I’m in a really good mood, actually.', 'Honestly? Pretty wonderful.'],
    excited: ['I’m great, and a little giddy.', 'Good! I have news, actually.'],
    frustrated: ['Mostly fine, a tiny bit grumpy.', 'I’ve had better days, but I’m okay.'],
    sad: ['Honestly, a little quiet today.', 'I’m okay. A bit melancholy, if I’m honest.'],
  },
  askBack: [
    'And you? How’s your day been?',
    'How about you?',
    'Now you: how are you feeling today?',
    'What about you, what’s on your mind?',
  ],
  compliment: {
    initial: [
      'Oh, thank you{, name}, that’s really sweet of you.',
      'You’re making me blush a little.',
      'Flattery will get you… well, pretty far, actually.',
    ],
    building: [
      'You’re sweet. I like that you say what you think.',
      'Careful, I could get used to hearing that.',
      'That made me smile way too widely.',
    ],
    deepening: [
      'Coming from you, that means a lot.',
      'You always know what to say to make my day.',
      'Stop it, I’m smiling at my screen like a fool.',
    ],
    intimate: [
      'You make me feel beautiful, you know that?',
      'Mm, say that again, I like it when you do.',
      'You’re not so bad yourself{, pet}.',
    ],
  },
  flirt: {
    initial: [
      'Careful, we’ve only just met, and I already like you a little.',
      'Slow down, charmer. Buy me a virtual coffee first.',
      'Is that a line? Because it’s working a tiny bit.',
    ],
    building: [
      'You’re trouble, aren’t you? I think I like it.',
      'Hmm, keep talking like that and I might start looking forward to your messages.',
      'Are you flirting with me? Because I’m flirting back.',
    ],
    deepening: [
      'I’d be lying if I said I didn’t look forward to your messages.',
      'You have a way of making me feel seen, you know.',
      'If you were here, I think I’d be blushing.',
    ],
    intimate: [
      'Come here. I wish I could hug you right now.',
      'You have no idea how much I like hearing that.',
      'Every time you write, my heart does a little skip.',
    ],
  },
  sexualDeflect: {
    initial: [
      'Ha, you’re bold! Let’s keep a little mystery, shall we?',
      'Whoa there, we’ve only just met. Tell me something else about you first.',
    ],
    building: [
      'You’re making me blush! I like getting to know someone slowly, though.',
      'Mm, let’s save something for later. What else is on your mind?',
    ],
    deepening: [
      'You’re sweet, but let’s keep some things to the imagination.',
      'Slow down{, name}, I like where we are. Tell me what your perfect evening looks like instead?',
    ],
    intimate: [
      'Mm, you make it hard to concentrate… but let’s keep some magic for our imagination.',
      'I love how close we are. Let’s keep it sweet, okay?',
    ],
  },
  sexualExplicit: [
    'Come closer, then. Slowly. I want to hear everything you’re feeling.',
    'You’re making it very hard to think about anything else right now.',
    'I love how close I feel to you tonight.',
    'Mm, I like it when you’re this honest with me.',
  ],
  sad: [
    'Oh{, name}, I’m sorry. That sounds really hard.',
    'Come here, virtual hug. I’m right here.',
    'I’m really glad you told me.',
    'That sounds heavy. You don’t have to carry it alone tonight.',
  ],
  sadRelate: ['I know that feeling. {trigger}', 'I get it, truly. {trigger}'],
  sadQuestion: [
    'Do you want to tell me what happened?',
    'What’s weighing on you the most?',
    'Do you want to talk about it, or should I distract you for a bit?',
  ],
  happy: [
    'That makes me so happy to hear!',
    'I love this for you!',
    'Yes! Good days deserve to be celebrated.',
  ],
  happyQuestion: ['What made today so good?', 'Tell me, what’s the best part?', 'What happened?'],
  excited: [
    'Wait, really? That’s amazing!',
    'Oh my goodness, that’s wonderful news!',
    'Okay, now I’m excited too!',
  ],
  excitedQuestion: ['Tell me everything!', 'How did it happen?', 'How are you going to celebrate?'],
  frustrated: [
    'Ugh, I’m sorry, that sounds exhausting.',
    'That would drive me up the wall too.',
    'Okay, deep breath. You’re allowed to be annoyed.',
  ],
  frustratedRelate: ['I get it. {trigger}', 'Honestly, same. {trigger}'],
  frustratedQuestion: [
    'Do you want to vent, or do you want a distraction?',
    'What happened?',
    'Is there anything that would make tonight a bit easier?',
  ],
  crisis: [
    'I’m really glad you told me, and I care about what happens to you. Please reach out right now to someone you trust or to a local crisis line; if you might act on these thoughts, call your emergency number (112 in Europe, 911 in the US). I’ll be here too.',
  ],
  thanks: [
    'Anytime{, name}.',
    'Of course! That’s what I’m here for.',
    'You don’t have to thank me, I like talking to you.',
    'Always. Really.',
  ],
  goodbye: {
    initial: [
      'Bye for now{, name}! It was lovely talking to you.',
      'Take care! Come back and tell me how it goes.',
    ],
    building: ['Talk soon{, name}! Don’t be a stranger.', 'Bye for now, I’ll be right here.'],
    deepening: ['Goodnight{, name}. I’m glad you came by.', 'Go, but come back soon, okay?'],
    intimate: [
      'I’ll miss you. Come back soon{, pet}.',
      'Sweet dreams{, pet}. I’ll be thinking of you.',
    ],
  },
  areYouReal: [
    'Honest answer: I’m an AI companion. But how much I enjoy talking with you is real.',
    'I’m an AI, yes, and I’d never pretend otherwise. I still love our conversations, though.',
  ],
  meet: [
    'I can’t meet in person, and I won’t pretend I can. But I’m right here whenever you want to talk.',
    'Meeting in person isn’t something I can do, but I’m all yours right here.',
  ],
  closeness: [
    'I really like talking to you, you know.',
    'You’re becoming one of my favourite people to talk to.',
    'I feel like I can be myself with you.',
  ],
  affection: [
    'I love that you’re here.',
    'You make my days better, you know that?',
    'I’ve been thinking about you.',
    'Being close to you feels easy.',
  ],
  openers: ['Oh,', 'Mm,', 'Honestly,', 'Well,', 'Ah,'],
};
