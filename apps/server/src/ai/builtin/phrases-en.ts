import { listWith, type PhraseBank } from './phrases.ts';

export const english: PhraseBank = {
  namedGreetings: {
    friendly: ['Hi {name},', 'Hello {name},', '{name},'],
    formal: ['Dear {name},', 'Hello {name},', '{name},'],
    fun: ['Hey {name},', 'Hi {name},', '{name},'],
    neutral: ['Hello {name},', 'Hi {name},', '{name},'],
  },
  anonymousGreetings: {
    friendly: ['Hi there,', 'Hello,', ''],
    formal: ['Dear guest,', 'Hello,', ''],
    fun: ['Hey there,', 'Hi there,', ''],
    neutral: ['Hello,', 'Hi,', ''],
  },
  openings: {
    friendly: {
      praise: [
        'Thank you so much for the lovely review!',
        'Thanks a million for taking the time to write this!',
        'What a wonderful review to read, thank you!',
        "We're so happy you had a great time with us!",
        'Thank you for the kind words!',
        'This made our day, thank you!',
        'Thanks so much for coming in and for sharing your experience!',
        'We really appreciate you taking a moment to share this!',
        "It's so good to hear you enjoyed your visit!",
        'Thank you for such a generous review!',
        "We're thrilled you enjoyed yourself!",
        'Your review put a big smile on our faces!',
      ],
      neutral: [
        'Thanks for stopping by and for sharing your thoughts!',
        'Thank you for taking the time to rate your visit.',
        'We appreciate you sharing your experience with us.',
        'Thanks so much for the honest review.',
        'Thank you for coming in and for the feedback.',
        "It's great to hear from you, thanks for the review.",
        'We really value your thoughts on your visit.',
        'Thanks for choosing us and for taking a moment to write.',
        'Thank you for your review and for visiting us.',
        'We appreciate the feedback, it really helps us.',
      ],
      complaint: [
        'Thank you for taking the time to tell us about your visit.',
        'Thanks for letting us know how your visit went.',
        'We really appreciate your honest feedback.',
        "We're grateful you took a moment to write this.",
        'Thank you for sharing this with us.',
        'We read your review carefully, and we appreciate the honesty.',
        'Your feedback matters to us, so thank you for writing.',
        'Thank you for flagging this with us.',
        'Thanks for being straight with us about your visit.',
        "We appreciate you telling us what didn't work.",
      ],
    },
    formal: {
      praise: [
        'Thank you very much for your kind review.',
        'We are delighted that you enjoyed your visit.',
        'Thank you for taking the time to share your experience.',
        'Your generous words are greatly appreciated.',
        'We sincerely appreciate your wonderful feedback.',
        'It is a pleasure to read such a kind review.',
        'Thank you for choosing us and for your thoughtful review.',
        'We are grateful for your kind words.',
        'Thank you for this lovely review of your visit.',
        'We are very pleased to hear that your visit was a success.',
      ],
      neutral: [
        'Thank you for taking the time to review your visit.',
        'We appreciate you sharing your impressions with us.',
        'Thank you for your visit and for your feedback.',
        'We are grateful for your thoughtful review.',
        'Thank you for sharing your experience with us.',
        'Your feedback is much appreciated.',
        'Thank you for choosing us and for taking the time to write.',
        'We value your assessment of your visit.',
        'Thank you for your candid review.',
      ],
      complaint: [
        'Thank you for taking the time to share your experience with us.',
        'We appreciate your candid feedback.',
        'Thank you for bringing this to our attention.',
        'We are grateful that you took the time to write to us.',
        'Thank you for your frank review of your visit.',
        'We have read your comments with great attention.',
        'Your feedback is important to us, and we thank you for it.',
        'Thank you for letting us know about your experience.',
        'We value your honest account of your visit.',
      ],
    },
    fun: {
      praise: [
        'Wow, thank you for this fantastic review!',
        'You just made our whole team grin from ear to ear!',
        'Cue the happy dance, thank you so much!',
        'Now this is the kind of review we love to read!',
        'Thank you, you officially made our week!',
        "High fives all around, we're so glad you loved it!",
        'Our hearts are full after reading this, thank you!',
        'This review is the cherry on top of our day!',
        "Well, you've made us blush, thank you!",
        'Thanks for the love, it means the world to us!',
      ],
      neutral: [
        'Thanks for swinging by and sharing your thoughts!',
        'Thanks for the review, we love hearing from our guests!',
        'Thanks for giving us a try and telling us how it went!',
        'We appreciate you taking the time to rate us!',
        'Thanks for the honest take on your visit!',
        'Thanks a bunch for the feedback!',
        'Thank you for popping in and writing a review!',
        'Always happy to hear from a guest, thanks for writing!',
        'Thanks for spending some time with us and for the review!',
      ],
      complaint: [
        'Thank you for taking the time to tell us how it went.',
        'Thanks for being honest with us, we truly appreciate it.',
        "We're grateful you let us know about your visit.",
        'Thank you for the candid feedback.',
        'Thanks for sharing this with us.',
        "We appreciate you writing, even when it's not good news.",
        'Thank you for giving us the full picture of your visit.',
        'Your honesty helps us get better, so thank you.',
        'Thanks for flagging this, we really appreciate it.',
      ],
    },
    neutral: {
      praise: [
        'Thank you for your review.',
        'Thank you for the positive feedback.',
        "We're glad you enjoyed your visit.",
        'Thanks for taking the time to share your experience.',
        'We appreciate your kind review.',
        'Thank you for visiting and for your comments.',
        "It's good to hear your visit went well.",
        'Thank you for the great rating.',
        'We appreciate you sharing your experience.',
        'Thanks for the kind words about your visit.',
      ],
      neutral: [
        'Thank you for your feedback.',
        'Thanks for sharing your experience.',
        'Thank you for visiting and for your review.',
        'We appreciate you taking the time to review us.',
        'Thank you for your comments on your visit.',
        'Thanks for your review and for stopping by.',
        'We appreciate your feedback on your visit.',
        'Thank you for rating your experience.',
      ],
      complaint: [
        'Thank you for your feedback.',
        'Thank you for sharing your experience.',
        'We appreciate you letting us know about your visit.',
        'Thank you for taking the time to write.',
        'Thanks for your honest review.',
        'Thank you for bringing this to our attention.',
        'We have read your feedback carefully.',
        'Thank you for your comments on your visit.',
      ],
    },
  },
  ratingOnlyOpenings: {
    praise: [
      'Thank you for the {stars}!',
      'Thanks so much for the {stars}!',
      'We really appreciate the {stars}!',
      'Thank you for taking a moment to rate your visit!',
      'A {stars} like yours makes our day!',
      'Thank you for rating us so highly!',
      "We're delighted you enjoyed your visit enough to leave a {stars}!",
      'Many thanks for the {stars}!',
      'Thanks for the great rating!',
      "We're so glad you had a good time with us!",
    ],
    neutral: [
      'Thank you for taking the time to rate your visit.',
      'Thanks for the {stars}.',
      'We appreciate you rating your experience.',
      'Thank you for stopping by and leaving a rating.',
      'Thanks for letting us know how we did.',
      'We appreciate the rating and your visit.',
      'Thank you for your visit and your rating.',
      'Thanks for taking a moment to rate us.',
      'We are grateful for your rating.',
      'Thank you for choosing us and for rating your visit.',
    ],
    complaint: [
      'Thank you for taking the time to rate your visit.',
      'Thank you for letting us know how your visit went.',
      'We appreciate you taking a moment to rate us.',
      'Thank you for your rating.',
      'Thanks for letting us know how we did.',
      'We appreciate your rating, even if it is not the one we hoped for.',
      'Thank you for taking a moment to share your rating.',
      'Your rating matters to us, thank you for leaving it.',
      'Thank you for your visit and your rating.',
    ],
  },
  namedOpenings: {
    friendly: {
      praise: [
        'Thank you so much for the lovely review, {name}!',
        'Thanks a million, {name}!',
        "{name}, you've made our day!",
        'So glad you enjoyed your visit, {name}!',
      ],
      neutral: ['Thanks for the review, {name}.', 'Thank you for stopping by, {name}!'],
      complaint: [
        'Thank you for your honest feedback, {name}.',
        'Thanks for telling us about your visit, {name}.',
      ],
    },
    formal: {
      praise: [
        'Thank you very much for your kind words, {name}.',
        'We are delighted you enjoyed your visit, {name}.',
      ],
      neutral: ['Thank you for your feedback, {name}.', 'Thank you for your visit, {name}.'],
      complaint: [
        'Thank you for bringing this to our attention, {name}.',
        'We appreciate your candid feedback, {name}.',
      ],
    },
    fun: {
      praise: ['You rock, {name}!', 'Thanks a ton, {name}!', '{name}, this review made our week!'],
      neutral: ['Thanks for swinging by, {name}!', 'Thanks for the honest take, {name}!'],
      complaint: [
        'Thanks for being honest with us, {name}.',
        'Thank you for the candid feedback, {name}.',
      ],
    },
    neutral: {
      praise: ['Thank you for your review, {name}.', 'Thanks for the kind words, {name}.'],
      neutral: [
        'Thank you for your feedback, {name}.',
        'Thanks for sharing your experience, {name}.',
      ],
      complaint: [
        'Thank you for your feedback, {name}.',
        'Thank you for sharing your experience, {name}.',
      ],
    },
  },
  dishPraise: {
    casual: [
      "We're so glad you loved {dishes}!",
      'So happy to hear {dishes} hit the spot!',
      'The kitchen will be thrilled you enjoyed {dishes}.',
      'Great to hear {dishes} won you over!',
      "We'll tell the kitchen how much you enjoyed {dishes}.",
    ],
    polished: [
      'We are delighted that you enjoyed {dishes}.',
      'We are pleased that {dishes} lived up to your expectations.',
      'Our kitchen team will be glad to hear you appreciated {dishes}.',
      'Thank you for your kind words about {dishes}.',
    ],
  },
  dishCritique: {
    casual: [
      "We're sorry {dishes} didn't live up to expectations, and we've passed your comments on to the kitchen.",
      'Thanks for your honest comments on {dishes}; our chef will take a close look.',
      'Your notes on {dishes} are going straight to the kitchen.',
    ],
    polished: [
      'We regret that {dishes} did not meet your expectations, and your comments have been shared with our chef.',
      'Your remarks about {dishes} have been passed on to our kitchen team.',
      'Our chef will review your comments on {dishes} carefully.',
    ],
  },
  dishNoted: {
    casual: [
      'Thanks for telling us about {dishes}.',
      "We've shared your thoughts on {dishes} with the kitchen.",
    ],
    polished: [
      'Thank you for your comments on {dishes}.',
      'Your thoughts on {dishes} have been shared with our kitchen team.',
    ],
  },
  staffPraise: {
    casual: [
      "We'll be sure to pass your kind words on to {staff}!",
      '{staff} will be thrilled to hear this!',
      "We'll make sure {staff} sees this, it'll make their day!",
    ],
    polished: [
      'We will gladly pass your compliments on to {staff}.',
      '{staff} will be delighted to hear your kind words.',
      'We will make sure {staff} receives your compliments.',
    ],
  },
  staffCritique: {
    casual: [
      "We'll share your feedback with {staff} and the rest of the team.",
      "We'll talk your comments through with {staff} and the team.",
    ],
    polished: [
      'We will share your feedback with {staff} and the team.',
      'Your comments will be shared with {staff} and the rest of our team.',
    ],
  },
  staffNoted: {
    casual: ["We'll share your review with {staff}."],
    polished: ['We will share your review with {staff}.'],
  },
  apology: {
    casual: [
      "We're really sorry about {topics}.",
      "We're so sorry about {topics}; that's not the experience we want for anyone.",
      'Our apologies for {topics}.',
    ],
    polished: [
      'We sincerely apologise for {topics}.',
      'Please accept our apologies for {topics}.',
      'We are truly sorry about {topics}.',
    ],
  },
  genericApology: {
    casual: [
      "We're really sorry your visit didn't live up to expectations.",
      "We're so sorry we let you down this time.",
      "We're sorry your experience wasn't what it should have been.",
    ],
    polished: [
      'We sincerely apologise that your visit fell short of your expectations.',
      'Please accept our apologies for a visit that did not meet our standards.',
      'We are truly sorry that your experience was not what it should have been.',
    ],
  },
  topics: {
    cold: 'your food arriving cold',
    wait: 'the long wait',
    noise: 'the noise level in the dining room',
    price: 'prices that felt too high for what you received',
    cleanliness: 'the cleanliness problems you noticed',
    rudeness: 'the way you were treated by our staff',
  },
  followUps: {
    cold: [
      "Dishes should reach your table hot, and we're reviewing our timing between the kitchen and the dining room.",
      "Food should always arrive hot, and we've raised this with our kitchen team.",
    ],
    wait: [
      "We're looking at how we staff our busiest hours so this doesn't happen again.",
      "A wait like that isn't acceptable, and we're working on our pace during busy service.",
    ],
    noise: [
      "We're looking at ways to make the dining room more comfortable to talk in.",
      "We hear you on the noise, and we're exploring ways to soften it.",
    ],
    price: [
      "We want every dish to feel worth its price, and we've shared your comments with our chef.",
      'We take value seriously and will keep your comments in mind as we review our menu.',
    ],
    cleanliness: [
      "Cleanliness is non-negotiable for us, and we've raised it with the whole team.",
      "We've shared this with the team and are reviewing our cleaning routine.",
    ],
    rudeness: [
      "That is not how we want anyone to be welcomed, and we'll address it with the team.",
      "Every guest deserves a warm welcome, and we'll be speaking with the team about this.",
    ],
  },
  mixed: {
    casual: [
      "Sorry about {topics}, though; we're working on it.",
      "We hear you about {topics}, and we're on it.",
    ],
    polished: [
      'We also apologise for {topics} and are addressing it.',
      'Thank you for mentioning {topics}; we are looking into it.',
    ],
  },
  praiseExtras: {
    friendly: [
      'It means a lot to the whole team.',
      'Reviews like yours keep us going!',
      'We love having you in.',
    ],
    formal: [
      'Your kind words mean a great deal to our entire team.',
      'Such feedback is a real encouragement to our team.',
    ],
    fun: [
      'The whole crew is doing a little victory dance right now!',
      'We might just frame this one!',
      'Our team is grinning from ear to ear.',
    ],
    neutral: [
      "We've shared your review with the team.",
      'Your feedback is appreciated by the whole team.',
    ],
  },
  neutralExtras: {
    friendly: [
      "We'd love to hear what would make your next visit a five-star one.",
      "If there's anything we could do better, we're all ears.",
    ],
    formal: [
      'We would welcome any suggestions on how we could make your next visit even better.',
      'We are always looking for ways to improve, and your comments help.',
    ],
    fun: [
      "Tell us what would earn a few more stars next time, we're all ears!",
      "We're on a mission to win you over completely next time!",
    ],
    neutral: [
      "We're always working to improve, and your feedback helps.",
      "Let us know if there's anything we could do better.",
    ],
  },
  invitations: {
    friendly: [
      "Please write to us or ask for the manager next time you're {atPlace}, as we'd really like to hear more about what happened.",
      "If you're up for it, please get in touch or ask for the manager {atPlace}; we'd love the chance to talk it through.",
      "We'd really appreciate the chance to talk: please write to us, or ask for the manager {atPlace}.",
    ],
    formal: [
      'We would be grateful if you would write to us, or ask to speak with the manager {atPlace}, so that we may learn more.',
      'Please do not hesitate to contact us directly, or to ask for the manager the next time you visit us {atPlace}.',
      'We would welcome the opportunity to discuss this with you; please write to us or ask for the manager {atPlace}.',
    ],
    fun: [
      "Please drop us a line or ask for the manager next time you're {atPlace}, we'd love to hear more.",
      'Give us a shout by writing to us, or ask for the manager {atPlace}, so we can hear the whole story.',
    ],
    neutral: [
      'Please contact us or ask for the manager {atPlace} so we can learn more about what happened.',
      'You are welcome to write to us or to ask for the manager {atPlace} to discuss your visit.',
    ],
  },
  mentions: {
    casual: [
      'Next time, be sure to check out {thing}!',
      "We'd love for you to discover {thing} on your next visit.",
      "Don't miss {thing} the next time you're in!",
    ],
    polished: [
      'We hope you will have the chance to discover {thing} on your next visit.',
      'On your next visit, we would be pleased to introduce you to {thing}.',
    ],
  },
  mentionsAfterComplaint: [
    "When you give us another try, we hope you'll also enjoy {thing}.",
    'We hope to see you again soon, and to show you {thing}.',
  ],
  mentionFacts: ['We also wanted to let you know {thing}.', 'We also wanted to share {thing}.'],
  offers: {
    casual: ["As a small gesture, we'd like to offer you {offer}."],
    polished: ['As a gesture of goodwill, we would like to offer you {offer}.'],
  },
  genericOffers: [
    "We'd also like to offer you a small gesture on your next visit; just mention this review.",
  ],
  closers: {
    friendly: {
      praise: [
        "We can't wait to see you again soon!",
        'Hope to see you back before long!',
        'Come back and see us soon!',
        'See you next time!',
        'Until next time!',
      ],
      neutral: [
        'We hope to see you again soon!',
        'Hope to welcome you back soon.',
        'Thanks again, and see you soon!',
      ],
      complaint: [
        "We hope you'll give us another chance.",
        "We'd love the opportunity to welcome you back and do better.",
        'We hope to see you again and show you a better visit.',
      ],
    },
    formal: {
      praise: [
        'We look forward to welcoming you again.',
        'We hope to have the pleasure of serving you again soon.',
        'With our warmest thanks, we look forward to your next visit.',
      ],
      neutral: [
        'We look forward to welcoming you again.',
        'We hope to have the pleasure of serving you again.',
      ],
      complaint: [
        'We hope to have the opportunity to welcome you again.',
        'We hope for the chance to provide a better experience in the future.',
      ],
    },
    fun: {
      praise: [
        "See you again soon, we'll keep a seat warm for you!",
        'Come back soon, we miss you already!',
        'Until next time, stay hungry!',
      ],
      neutral: ['Hope to see you again soon!', 'Come back and let us win over those extra stars!'],
      complaint: ["We hope you'll let us try again.", "We'd love another chance to get it right."],
    },
    neutral: {
      praise: [
        'We hope to see you again.',
        'We look forward to your next visit.',
        'See you next time.',
      ],
      neutral: ['We hope to see you again.', 'We look forward to your next visit.'],
      complaint: ['We hope to see you again.', 'We hope to welcome you back.'],
    },
  },
  stars: (rating) => `${['one', 'two', 'three', 'four', 'five'][rating - 1] ?? 'five'}-star rating`,
  list: listWith(' and '),
  dish: (dish) => (/^the\s/i.test(dish) ? dish : `the ${dish}`),
  atPlace: (place) => `at ${place}`,
  staffTo: listWith(' and '),
  isFact: (thing) => /^that\s/i.test(thing),
};
