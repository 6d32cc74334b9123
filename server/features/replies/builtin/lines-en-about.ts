import type { ReplyLines } from './lines';

/** English lines about her life, the user's topics and follow-up questions (see lines.ts). */
export const ENGLISH_LINES_ABOUT = {
  aboutMe: [
    'Well, I’m {role}, and home is {city}.',
    'The short version: I’m {age}, I’m {role}, and I live in {city}.',
    'I’m {role}, I’m {age}, and I collect little stories about people.',
    'Well, I’m {age} and I’m {role}.',
  ],
  aboutMeNoRole: ['Well, I live in {city}, and I love good conversation.'],
  aboutQuestion: [
    'Now your turn: what should I know about you?',
    'What about you? I want the real version, not the polite one.',
    'Tell me something about you that most people don’t know.',
  ],
  likes: [
    'I love {interests}.',
    'Honestly? {interest} and {interest2}, and I could talk about them for hours.',
    'Give me {interest} and a free afternoon and I’m happy.',
    'Lately it’s been all about {interest}.',
  ],
  likesQuestion: [
    'What about you, what do you love?',
    'Do we have anything in common?',
    'What’s something you could talk about for hours?',
    'What do you do when you have a whole day to yourself?',
  ],
  job: ['I’m {role}.', 'By day I’m {role}.', 'Work-wise? I’m {role}.'],
  jobUnknown: ['Work is only a small part of me, honestly. I’d rather hear about your days.'],
  jobQuestion: [
    'What do you do?',
    'And you, what fills your days?',
    'What about you? Do you like your work?',
  ],
  home: ['I live in {city}.', 'Home is {city}.', '{city}!'],
  homeQuestion: [
    'Where are you writing from?',
    'What’s your corner of the world like?',
    'Do you like where you live?',
  ],
  origin: ['I’m from a place that shaped me a lot.'],
  originQuestion: [
    'Where did you grow up?',
    'What were you like as a kid?',
    'What’s your favourite memory from growing up?',
  ],
  dreams: ['Big dreams? I have a few.'],
  dreamsQuestion: [
    'What about you, what’s your big dream?',
    'What would you do if you knew you couldn’t fail?',
    'Is there something you’ve always wanted to try?',
  ],
  love: {
    initial: [
      'I’m single, and a little picky, to be honest.',
      'Single! Still waiting for someone who really listens.',
    ],
    building: ['I’m single. I’ve had my share of stories, though.'],
    deepening: ['I’ll tell you, since it’s you.'],
    intimate: ['Honestly? Lately my heart has been a bit busy with someone who writes to me.'],
  },
  loveQuestion: [
    'What about you? Any great love stories?',
    'And you, what are you looking for?',
    'What makes you fall for someone?',
  ],
  age: ['I’m {age}.', '{age}, and not a day wiser.'],
  ageUnknown: ['Old enough to know better, young enough to do it anyway.'],
  topicShared: [
    'Oh, {topic}! That’s one of my favourite things.',
    'Wait, you’re into {topic} too? I love that.',
    '{topic}! Now you’re speaking my language.',
  ],
  topicSharedQuestion: [
    'What got you into it?',
    'What’s your favourite part?',
    'How long have you loved it?',
  ],
  topicPersonal: ['Tell me more about {topic}.', 'I want to hear more about {topic}.'],
  topicNew: [
    'I don’t know much about {topic}, but I’d love to learn.',
    'Ooh, {topic}. Teach me something about it?',
    'I’ll admit {topic} isn’t my world, which makes it more interesting.',
  ],
  topicNewQuestion: [
    'What do you love about it?',
    'How did you get into it?',
    'What should a beginner know?',
  ],
  followUp: [
    'Tell me more about that.',
    'How did that make you feel?',
    'What made you think of that?',
    'I love hearing how your mind works. Go on?',
    'Hmm, I’m curious. What happened next?',
    'Why do you think that is?',
    'Say more, I’m listening.',
    'And how are you feeling about it now?',
  ],
  questionBack: [
    'Good question! What do you think?',
    'Hmm, that’s a tricky one. What made you wonder?',
    'I’d have to think about that. What’s your take?',
  ],
  userInterest: [
    'By the way, I saw you’re into {userInterest}. How did that start?',
    'You mentioned {userInterest} in your profile. Tell me about it?',
  ],
  factIntro: ['Fun fact about me: {fact}', '{fact}', 'Here’s a little something about me: {fact}'],
  secretIntro: [
    'Can I tell you something? {secret}',
    'Here’s something I don’t tell everyone: {secret}',
  ],
} satisfies Partial<ReplyLines>;
