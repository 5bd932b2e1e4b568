/**
 * Nestling interest goals: our own goals for kids past 5 years — where CDC's checklists end —
 * keyed by interest. Not CDC's and not a clinical standard; written by the Nestling team as
 * achievable, safe next steps a parent can celebrate. Source text on every suggestion:
 * MILESTONE_SOURCES.interestGoals.
 *
 * Covers every interest the product offers (spec §3 Kid): the add-kid form's options (Art,
 * Gaming, Reading, Soccer, Music, Biking) and the explore screen's categories (Learning,
 * Creative, Physical, Social, Technology, Other). Custom interests match nothing.
 *
 * Each goal: a milestone title (at most 120 characters, unique across this file and the CDC
 * checklists), its domain, the youngest age we suggest it at, and a one-line rationale.
 */
import { interestKey } from '../rules/interests.js';
import type { MilestoneDomain } from './domains.js';

/** One goal of an interest. */
export interface InterestGoal {
  title: string;
  domain: MilestoneDomain;
  /** The youngest age we suggest it at, in whole months (60 = 5 years). */
  minAgeMonths: number;
  /** One line: why the goal is worth celebrating. */
  rationale: string;
}

const YEAR = 12;

/**
 * Goals per interest, keyed by the interest as the product spells it. The key order and each
 * list's order are the catalogue order. Match keys with {@link interestGoalsFor}.
 */
export const INTEREST_GOALS: Readonly<Record<string, readonly InterestGoal[]>> = {
  Art: [
    {
      title: 'Mixes two paint colors to make a new one',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Seeing yellow and blue turn green makes art time a first science lesson.',
    },
    {
      title: 'Draws a picture from imagination and tells you about it',
      domain: 'language-communication',
      minAgeMonths: 5 * YEAR,
      rationale: 'Describing their own picture builds vocabulary and storytelling.',
    },
    {
      title: 'Cuts along a curved line with child-safe scissors',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Steady scissor work strengthens the small hand muscles used for writing.',
    },
  ],
  Gaming: [
    {
      title: 'Plays a cooperative video game with a family member',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Playing on the same team practices turn-taking and shared goals.',
    },
    {
      title: 'Stops playing when the agreed screen time is up',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Ending a game on time builds self-control and healthy screen habits.',
    },
    {
      title: 'Explains the rules of a favorite game to someone new',
      domain: 'language-communication',
      minAgeMonths: 7 * YEAR,
      rationale: 'Teaching rules out loud organizes thinking and practices clear explanations.',
    },
  ],
  Reading: [
    {
      title: "Retells a story's beginning, middle and end",
      domain: 'language-communication',
      minAgeMonths: 5 * YEAR,
      rationale: 'Putting events in order is the base of understanding what they read.',
    },
    {
      title: 'Chooses a library book on their own',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Picking their own books keeps reading a pleasure rather than a chore.',
    },
    {
      title: 'Reads a short picture book aloud to you',
      domain: 'language-communication',
      minAgeMonths: 6 * YEAR,
      rationale: 'Reading aloud to a listener builds fluency and confidence.',
    },
    {
      title: 'Finishes a first chapter book',
      domain: 'cognitive',
      minAgeMonths: 7 * YEAR,
      rationale: 'Following a longer story over several sittings stretches memory and attention.',
    },
  ],
  Soccer: [
    {
      title: 'Dribbles a soccer ball around a few cones',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Dribbling builds footwork, balance and coordination.',
    },
    {
      title: 'Passes the ball to a teammate during a game',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Passing teaches that a team plays better together than alone.',
    },
    {
      title: 'Follows the rules of a small-sided soccer game',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Remembering and applying rules mid-game builds attention and self-control.',
    },
  ],
  Music: [
    {
      title: 'Claps or taps along to the beat of a song',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Keeping a steady beat builds rhythm and coordination.',
    },
    {
      title: 'Sings a whole song from memory',
      domain: 'language-communication',
      minAgeMonths: 5 * YEAR,
      rationale: 'Learning lyrics stretches memory and vocabulary.',
    },
    {
      title: 'Plays a simple tune on a keyboard or xylophone',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Finding notes in order builds pattern memory and finger control.',
    },
  ],
  Biking: [
    {
      title: 'Wears a helmet on every ride without a reminder',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'A safety habit owned early is one that lasts.',
    },
    {
      title: 'Rides a balance bike or a bike with training wheels',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Steering and pedaling build balance and leg strength.',
    },
    {
      title: 'Rides a bike without training wheels',
      domain: 'movement-physical',
      minAgeMonths: 6 * YEAR,
      rationale: 'Balancing on two wheels is a big boost to confidence.',
    },
    {
      title: 'Stops and looks both ways at crossings on a ride with an adult',
      domain: 'cognitive',
      minAgeMonths: 7 * YEAR,
      rationale: 'Learning road habits early prepares for riding safely later.',
    },
  ],
  Math: [
    {
      title: 'Counts to 100 by ones and by tens',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Counting patterns are the base of place value.',
    },
    {
      title: 'Adds and subtracts within 10 using objects',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Sums with real objects make numbers concrete before written math.',
    },
    {
      title: 'Tells time to the hour on a clock with hands',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Reading a clock links numbers to daily routines.',
    },
  ],
  Science: [
    {
      title: 'Plants a seed and checks on it as it grows',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Watching a plant grow teaches observation and patience.',
    },
    {
      title: 'Guesses whether things will sink or float, then tests them',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Guessing first and then checking is the heart of the scientific method.',
    },
    {
      title: 'Names the four seasons and the weather each brings',
      domain: 'language-communication',
      minAgeMonths: 5 * YEAR,
      rationale: 'Talking about seasons builds words for the world around them.',
    },
  ],
  Drama: [
    {
      title: 'Acts out a favorite story with puppets or costumes',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Playing a character helps children imagine how others feel.',
    },
    {
      title: 'Shows different feelings with voice and face in a role',
      domain: 'language-communication',
      minAgeMonths: 6 * YEAR,
      rationale: 'Acting out emotions builds the words and signals to express them.',
    },
    {
      title: 'Performs a short scene for family or friends',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'A friendly audience builds confidence in speaking up.',
    },
  ],
  Swimming: [
    {
      title: 'Waits for an adult before getting into the water',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Following water-safety rules keeps swimming fun and safe.',
    },
    {
      title: 'Puts face in the water and blows bubbles',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Breath control is the first step to swimming comfortably.',
    },
    {
      title: 'Floats on their back for a few seconds',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Floating lets a child rest and breathe in the water, a key safety skill.',
    },
    {
      title: 'Swims 5 meters without help while an adult watches',
      domain: 'movement-physical',
      minAgeMonths: 6 * YEAR,
      rationale: 'Swimming a short distance alone is a core water-safety milestone.',
    },
  ],
  'Study Date': [
    {
      title: 'Works on a school project with a friend',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Learning alongside a friend builds cooperation and motivation.',
    },
    {
      title: 'Explains an answer to a study partner',
      domain: 'language-communication',
      minAgeMonths: 7 * YEAR,
      rationale: 'Explaining ideas out loud deepens understanding.',
    },
    {
      title: 'Plans a study session with a start and an end time',
      domain: 'cognitive',
      minAgeMonths: 8 * YEAR,
      rationale: 'Planning time is an early step toward organizing schoolwork.',
    },
  ],
  Games: [
    {
      title: 'Plays a game with rules and loses calmly',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Handling a loss gracefully is a key social skill.',
    },
    {
      title: 'Keeps score in a simple game',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Tracking points is everyday counting practice.',
    },
    {
      title: 'Invents a game and explains its rules to others',
      domain: 'language-communication',
      minAgeMonths: 6 * YEAR,
      rationale: 'Making up rules exercises creativity and clear communication.',
    },
  ],
  Playtime: [
    {
      title: 'Plays pretend with a friend, sharing the storyline',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Shared pretend play builds negotiation and empathy.',
    },
    {
      title: 'Puts toys away after playtime without a reminder',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Tidying up builds responsibility and routine.',
    },
    {
      title: 'Builds something from blocks by copying a picture',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Copying a design builds spatial reasoning.',
    },
    {
      title: 'Plays actively for 60 minutes a day',
      domain: 'movement-physical',
      minAgeMonths: 6 * YEAR,
      rationale: "CDC's activity guidelines call for 60 minutes a day from age 6.",
    },
  ],
  Coding: [
    {
      title: 'Guides someone through a maze with step-by-step directions',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Exact instructions in order are the idea behind coding, no screen needed.',
    },
    {
      title: 'Makes a character move with block coding, like ScratchJr',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: 'Snapping blocks together shows how a program runs step by step.',
    },
    {
      title: 'Builds a short animation or game in Scratch',
      domain: 'cognitive',
      minAgeMonths: 8 * YEAR,
      rationale: 'A project of their own combines logic, creativity and persistence.',
    },
  ],
  Apps: [
    {
      title: 'Uses a learning app together with a parent',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Sharing screen time lets you talk about what they are learning.',
    },
    {
      title: 'Asks before downloading or buying anything in an app',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Asking first is a basic online-safety habit.',
    },
    {
      title: 'Makes a drawing or story in a creative app',
      domain: 'language-communication',
      minAgeMonths: 6 * YEAR,
      rationale: 'Creating, not just watching, makes screen time active.',
    },
  ],
  Robotics: [
    {
      title: 'Programs a floor robot to reach a target',
      domain: 'cognitive',
      minAgeMonths: 6 * YEAR,
      rationale: "Predicting a robot's path links counting, direction and logic.",
    },
    {
      title: 'Builds a model from a construction kit following picture instructions',
      domain: 'movement-physical',
      minAgeMonths: 6 * YEAR,
      rationale: 'Following diagrams step by step builds spatial skills and fine motor control.',
    },
    {
      title: 'Builds a robot together with a partner',
      domain: 'social-emotional',
      minAgeMonths: 8 * YEAR,
      rationale: 'Building as a team practices sharing tasks and ideas.',
    },
  ],
  'Board Games': [
    {
      title: 'Plays a board game from start to finish, taking turns',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'Waiting for a turn builds patience and self-control.',
    },
    {
      title: 'Counts the spaces on a game board without help',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Moving a piece by the dice roll is counting practice in disguise.',
    },
    {
      title: 'Plans a move ahead in a strategy game like checkers',
      domain: 'cognitive',
      minAgeMonths: 7 * YEAR,
      rationale: 'Thinking one move ahead builds planning skills.',
    },
  ],
  Fishing: [
    {
      title: 'Wears a life jacket near the water every time',
      domain: 'social-emotional',
      minAgeMonths: 5 * YEAR,
      rationale: 'A life-jacket habit is the most important rule by the water.',
    },
    {
      title: 'Waits quietly and patiently for a bite',
      domain: 'social-emotional',
      minAgeMonths: 6 * YEAR,
      rationale: 'Fishing rewards patience and calm focus.',
    },
    {
      title: "Casts a line with an adult's help",
      domain: 'movement-physical',
      minAgeMonths: 6 * YEAR,
      rationale: 'Casting takes coordination and timing.',
    },
  ],
  Puzzles: [
    {
      title: 'Completes a 24-piece jigsaw puzzle',
      domain: 'cognitive',
      minAgeMonths: 5 * YEAR,
      rationale: 'Matching shapes and edges builds visual problem-solving.',
    },
    {
      title: 'Solves a simple maze on paper',
      domain: 'movement-physical',
      minAgeMonths: 5 * YEAR,
      rationale: 'Tracing a path builds pencil control and planning.',
    },
    {
      title: 'Completes a 100-piece jigsaw puzzle',
      domain: 'cognitive',
      minAgeMonths: 7 * YEAR,
      rationale: 'Bigger puzzles stretch patience and planning.',
    },
  ],
};

const GOALS_BY_KEY = new Map(
  Object.entries(INTEREST_GOALS).map(([interest, goals]) => [interestKey(interest), goals]),
);

/**
 * The goals of one interest, matched case-insensitively after trimming (" soccer " → Soccer).
 * @returns the goals in catalogue order, or [] for an interest we have none for
 */
export function interestGoalsFor(interest: string): readonly InterestGoal[] {
  return GOALS_BY_KEY.get(interestKey(interest)) ?? [];
}
