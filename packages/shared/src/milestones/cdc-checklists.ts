/**
 * CDC's "Learn the Signs. Act Early." developmental milestone checklists, 2022 revision: the
 * milestones most children (75% or more) reach by each of 12 checklist ages, 2 months to 5
 * years, in four domains.
 *
 * Source: Zubler JM, Wiggins LD, Macias MM, et al. Evidence-Informed Milestones for
 * Developmental Surveillance Tools. Pediatrics. 2022;149(3):e2021052138
 * (https://doi.org/10.1542/peds.2021-052138), as published by CDC at
 * https://www.cdc.gov/ncbddd/actearly/milestones/ (public-domain US government work).
 *
 * Transcription. Every item of every checklist, in the checklists' order, one string each:
 * - The wording is CDC's, with one systematic edit: the checklists alternate "he"/"she" from
 *   item to item; here every such pronoun reads "they/them/their/themselves", because a title
 *   becomes a milestone in a particular kid's list.
 * - Three items are shortened to stay within the 120-character milestone title; each is marked
 *   `shortened` with CDC's full wording beside it.
 * - Straight quotes (") and apostrophes (') replace CDC's typographic ones, so a title a parent
 *   types by hand matches.
 *
 * Checked item by item against these stored copies of the 2022 checklists (no copy of the
 * cdc.gov pages themselves was in the reference store):
 * - 2 months:  https://ftf.magstage.com/resources/ages-and-stages/your-baby-at-2-months
 * - 4 months:  https://helpmegrowcoco.org/milestone/4-months/
 *              https://texashealth.org/baby-care/Infancy/milestones-at-4-months
 * - 6 months:  https://www.first5nevada.org/milestones/6-months/
 * - 9 months:  https://first5nevada.org/milestones/9-months
 * - 1 year:    https://helpmegrowvc.org/12-month-milestones/ (lacks "Walks, holding on to
 *              furniture") and https://seed.backup.school.nz/1-to-2-year-olds (has it)
 * - 15 months: https://helpmegrowcoco.org/milestone/15-months/
 *              https://wichealth.org/Member/Resource?id=6946
 * - 18 months: https://wichealth.org/Member/Resource?id=6325
 *              https://ourhealthnwa.com/our-health-april-2025/0259841001741979152/p12
 * - 2 years:   https://wichealth.org/Member/Resource?id=6333
 * - 30 months: https://helpmegrowcoco.org/milestone/30-months/
 *              https://wichealth.org/Member/Resource?id=6943
 * - 3 years:   https://richton.sd162.org/51743_3
 * - 4 years:   https://buildingblocksnc.com/milstones-4-to-5-years
 *              https://richton.sd162.org/51743_3
 * - 5 years:   https://buildingblocksnc.com/milstones-4-to-5-years
 *              https://helpmegrowvc.org/5-year-milestones/
 *
 * Every checklist has items in all four domains; the 1-year checklist has a single
 * social/emotional item, as CDC's does.
 */
import { MILESTONE_DOMAINS, type MilestoneDomain } from './domains.js';

/** The checklist ages in months (2 months … 5 years), ascending. */
export const CHECKLIST_AGES_MONTHS = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;
export type ChecklistAgeMonths = (typeof CHECKLIST_AGES_MONTHS)[number];

/** The full reference of the checklists, for an about or credits text. */
export const CDC_CITATION =
  'Zubler JM, et al. Evidence-Informed Milestones for Developmental Surveillance Tools. ' +
  'Pediatrics. 2022;149(3):e2021052138.';

/** One checklist: its age and its items per domain, in CDC's order. */
export interface CdcChecklist {
  ageMonths: ChecklistAgeMonths;
  milestones: Readonly<Record<MilestoneDomain, readonly string[]>>;
}

/** The 12 checklists, in age order. */
export const CDC_CHECKLISTS: readonly CdcChecklist[] = [
  {
    ageMonths: 2,
    milestones: {
      'social-emotional': [
        'Calms down when spoken to or picked up',
        'Looks at your face',
        'Seems happy to see you when you walk up to them',
        'Smiles when you talk to or smile at them',
      ],
      'language-communication': ['Makes sounds other than crying', 'Reacts to loud sounds'],
      cognitive: ['Watches you as you move', 'Looks at a toy for several seconds'],
      'movement-physical': [
        'Holds head up when on tummy',
        'Moves both arms and both legs',
        'Opens hands briefly',
      ],
    },
  },
  {
    ageMonths: 4,
    milestones: {
      'social-emotional': [
        'Smiles on their own to get your attention',
        'Chuckles (not yet a full laugh) when you try to make them laugh',
        'Looks at you, moves, or makes sounds to get or keep your attention',
      ],
      'language-communication': [
        'Makes sounds like "oooo", "aahh" (cooing)',
        'Makes sounds back when you talk to them',
        'Turns head towards the sound of your voice',
      ],
      cognitive: [
        'If hungry, opens mouth when they see breast or bottle',
        'Looks at their hands with interest',
      ],
      'movement-physical': [
        'Holds head steady without support when you are holding them',
        'Holds a toy when you put it in their hand',
        'Uses their arm to swing at toys',
        'Brings hands to mouth',
        'Pushes up onto elbows/forearms when on tummy',
      ],
    },
  },
  {
    ageMonths: 6,
    milestones: {
      'social-emotional': [
        'Knows familiar people',
        'Likes to look at themselves in a mirror',
        'Laughs',
      ],
      'language-communication': [
        'Takes turns making sounds with you',
        'Blows "raspberries" (sticks tongue out and blows)',
        'Makes squealing noises',
      ],
      cognitive: [
        'Puts things in their mouth to explore them',
        'Reaches to grab a toy they want',
        "Closes lips to show they don't want more food",
      ],
      'movement-physical': [
        'Rolls from tummy to back',
        'Pushes up with straight arms when on tummy',
        'Leans on hands to support themselves when sitting',
      ],
    },
  },
  {
    ageMonths: 9,
    milestones: {
      'social-emotional': [
        'Is shy, clingy, or fearful around strangers',
        'Shows several facial expressions, like happy, sad, angry, and surprised',
        'Looks when you call their name',
        'Reacts when you leave (looks, reaches for you, or cries)',
        'Smiles or laughs when you play peek-a-boo',
      ],
      'language-communication': [
        'Makes different sounds like "mamamama" and "babababa"',
        'Lifts arms up to be picked up',
      ],
      cognitive: [
        'Looks for objects when dropped out of sight (like their spoon or toy)',
        'Bangs two things together',
      ],
      'movement-physical': [
        'Gets to a sitting position by themselves',
        'Moves things from one hand to their other hand',
        'Uses fingers to "rake" food towards themselves',
        'Sits without support',
      ],
    },
  },
  {
    ageMonths: 12,
    milestones: {
      'social-emotional': ['Plays games with you, like pat-a-cake'],
      'language-communication': [
        'Waves "bye-bye"',
        'Calls a parent "mama" or "dada" or another special name',
        'Understands "no" (pauses briefly or stops when you say it)',
      ],
      cognitive: [
        'Puts something in a container, like a block in a cup',
        'Looks for things they see you hide, like a toy under a blanket',
      ],
      'movement-physical': [
        'Pulls up to stand',
        'Walks, holding on to furniture',
        'Drinks from a cup without a lid, as you hold it',
        'Picks things up between thumb and pointer finger, like small bits of food',
      ],
    },
  },
  {
    ageMonths: 15,
    milestones: {
      'social-emotional': [
        'Copies other children while playing, like taking toys out of a container when another child does',
        'Shows you an object they like',
        'Claps when excited',
        'Hugs stuffed doll or other toy',
        'Shows you affection (hugs, cuddles, or kisses you)',
      ],
      'language-communication': [
        'Tries to say one or two words besides "mama" or "dada," like "ba" for ball or "da" for dog',
        'Looks at a familiar object when you name it',
        // shortened; CDC: 'Follows directions given with both a gesture and words. For example,
        // he gives you a toy when you hold out your hand and say, "Give me the toy."'
        'Follows directions given with both a gesture and words, like giving you a toy when you hold out your hand',
        'Points to ask for something or to get help',
      ],
      cognitive: [
        'Tries to use things the right way, like a phone, cup, or book',
        'Stacks at least two small objects, like blocks',
      ],
      'movement-physical': [
        'Takes a few steps on their own',
        'Uses fingers to feed themselves some food',
      ],
    },
  },
  {
    ageMonths: 18,
    milestones: {
      'social-emotional': [
        'Moves away from you, but looks to make sure you are close by',
        'Points to show you something interesting',
        'Puts hands out for you to wash them',
        'Looks at a few pages in a book with you',
        'Helps you dress them by pushing arm through sleeve or lifting up foot',
      ],
      'language-communication': [
        'Tries to say three or more words besides "mama" or "dada"',
        'Follows one-step directions without any gestures, like giving you the toy when you say, "Give it to me."',
      ],
      cognitive: [
        'Copies you doing chores, like sweeping with a broom',
        'Plays with toys in a simple way, like pushing a toy car',
      ],
      'movement-physical': [
        'Walks without holding on to anyone or anything',
        'Scribbles',
        'Drinks from a cup without a lid and may spill sometimes',
        'Feeds themselves with their fingers',
        'Tries to use a spoon',
        'Climbs on and off a couch or chair without help',
      ],
    },
  },
  {
    ageMonths: 24,
    milestones: {
      'social-emotional': [
        'Notices when others are hurt or upset, like pausing or looking sad when someone is crying',
        'Looks at your face to see how to react in a new situation',
      ],
      'language-communication': [
        'Points to things in a book when you ask, like "Where is the bear?"',
        'Says at least two words together, like "More milk."',
        'Points to at least two body parts when you ask them to show you',
        'Uses more gestures than just waving and pointing, like blowing a kiss or nodding yes',
      ],
      cognitive: [
        'Holds something in one hand while using the other hand; for example, holding a container and taking the lid off',
        'Tries to use switches, knobs, or buttons on a toy',
        'Plays with more than one toy at the same time, like putting toy food on a toy plate',
      ],
      'movement-physical': [
        'Kicks a ball',
        'Runs',
        'Walks (not climbs) up a few stairs with or without help',
        'Eats with a spoon',
      ],
    },
  },
  {
    ageMonths: 30,
    milestones: {
      'social-emotional': [
        'Plays next to other children and sometimes plays with them',
        'Shows you what they can do by saying, "Look at me!"',
        'Follows simple routines when told, like helping to pick up toys when you say, "It\'s clean-up time."',
      ],
      'language-communication': [
        'Says about 50 words',
        'Says two or more words together, with one action word, like "Doggie run"',
        'Names things in a book when you point and ask, "What is this?"',
        'Says words like "I," "me," or "we"',
      ],
      cognitive: [
        'Uses things to pretend, like feeding a block to a doll as if it were food',
        'Shows simple problem-solving skills, like standing on a small stool to reach something',
        'Follows two-step instructions like "Put the toy down and close the door."',
        'Shows they know at least one color, like pointing to a red crayon when you ask, "Which one is red?"',
      ],
      'movement-physical': [
        'Uses hands to twist things, like turning doorknobs or unscrewing lids',
        'Takes some clothes off by themselves, like loose pants or an open jacket',
        'Jumps off the ground with both feet',
        'Turns book pages, one at a time, when you read to them',
      ],
    },
  },
  {
    ageMonths: 36,
    milestones: {
      'social-emotional': [
        'Calms down within 10 minutes after you leave them, like at a childcare drop off',
        'Notices other children and joins them to play',
      ],
      'language-communication': [
        'Talks with you in conversation using at least two back-and-forth exchanges',
        'Asks "who," "what," "where," or "why" questions, like "Where is mommy/daddy?"',
        'Says what action is happening in a picture or book when asked, like "running," "eating," or "playing"',
        'Says first name, when asked',
        'Talks well enough for others to understand, most of the time',
      ],
      cognitive: [
        'Draws a circle, when you show them how',
        'Avoids touching hot objects, like a stove, when you warn them',
      ],
      'movement-physical': [
        'Strings items together, like large beads or macaroni',
        'Puts on some clothes by themselves, like loose pants or a jacket',
        'Uses a fork',
      ],
    },
  },
  {
    ageMonths: 48,
    milestones: {
      'social-emotional': [
        'Pretends to be something else during play (teacher, superhero, dog)',
        'Asks to go play with children if none are around, like "Can I play with Alex?"',
        'Comforts others who are hurt or sad, like hugging a crying friend',
        'Avoids danger, like not jumping from tall heights at the playground',
        'Likes to be a "helper"',
        'Changes behavior based on where they are (place of worship, library, playground)',
      ],
      'language-communication': [
        'Says sentences with four or more words',
        'Says some words from a song, story, or nursery rhyme',
        'Talks about at least one thing that happened during their day, like "I played soccer."',
        'Answers simple questions like "What is a coat for?" or "What is a crayon for?"',
      ],
      cognitive: [
        'Names a few colors of items',
        'Tells what comes next in a well-known story',
        'Draws a person with three or more body parts',
      ],
      'movement-physical': [
        'Catches a large ball most of the time',
        'Serves themselves food or pours water, with adult supervision',
        'Unbuttons some buttons',
        'Holds crayon or pencil between fingers and thumb (not a fist)',
      ],
    },
  },
  {
    ageMonths: 60,
    milestones: {
      'social-emotional': [
        'Follows rules or takes turns when playing games with other children',
        'Sings, dances, or acts for you',
        'Does simple chores at home, like matching socks or clearing the table after eating',
      ],
      'language-communication': [
        // shortened; CDC: 'Tells a story she heard or made up with at least two events. For
        // example, a cat was stuck in a tree and a firefighter saved it'
        'Tells a story they heard or made up with at least two events, like a firefighter saving a cat from a tree',
        'Answers simple questions about a book or story after you read or tell it to them',
        'Keeps a conversation going with more than three back-and-forth exchanges',
        'Uses or recognizes simple rhymes (bat-cat, ball-tall)',
      ],
      cognitive: [
        'Counts to 10',
        'Names some numbers between 1 and 5 when you point to them',
        'Uses words about time, like "yesterday," "tomorrow," "morning," or "night"',
        // shortened; CDC: 'Pays attention for 5 to 10 minutes during activities. For example,
        // during story time or making arts and crafts (screen time does not count)'
        'Pays attention for 5 to 10 minutes during activities, like story time or arts and crafts (not screen time)',
        'Writes some letters in their name',
        'Names some letters when you point to them',
      ],
      'movement-physical': ['Buttons some buttons', 'Hops on one foot'],
    },
  },
];

/** One checklist item with its age and domain (a row of CDC_MILESTONES). */
export interface CdcMilestone {
  ageMonths: ChecklistAgeMonths;
  domain: MilestoneDomain;
  title: string;
}

/**
 * Every checklist item as one list, in catalogue order: by age, then domain (MILESTONE_DOMAINS
 * order), then CDC's order within the domain.
 */
export const CDC_MILESTONES: readonly CdcMilestone[] = CDC_CHECKLISTS.flatMap(
  ({ ageMonths, milestones }) =>
    MILESTONE_DOMAINS.flatMap((domain) =>
      milestones[domain].map((title) => ({ ageMonths, domain, title })),
    ),
);

/**
 * How a checklist age is named on CDC's checklists: "2 months", "1 year", "15 months",
 * "2 years", "30 months", "3 years".
 * @param ageMonths an age in whole months (any, not only a checklist age)
 */
export function checklistAgeLabel(ageMonths: number): string {
  if (ageMonths >= 12 && ageMonths % 12 === 0) {
    const years = ageMonths / 12;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return ageMonths === 1 ? '1 month' : `${ageMonths} months`;
}

/**
 * The rationale of a checklist item's suggestion: "Most children (75% or more) can do this by
 * {age}." — the checklists' 75% criterion (Zubler et al. 2022), the age as
 * {@link checklistAgeLabel} names it.
 * @param ageMonths the item's checklist age in whole months
 */
export function cdcRationale(ageMonths: number): string {
  return `Most children (75% or more) can do this by ${checklistAgeLabel(ageMonths)}.`;
}
