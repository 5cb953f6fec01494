const en = {
  official: {
    title: 'Crazy Ones',
    text: 'HOME, MILESTONE, STORY, CHARACTERS, FEATURES: meet the four characters of Crazy Ones.',
  },
  puzzle: { title: 'Puzzle event', text: 'Collect pieces and complete the puzzle.' },
  eventPuzzle: { title: 'Puzzle event', text: 'Collect pieces and complete the puzzle.' },
};
export default en;
export type Texts = typeof en;
