const tags: readonly string[] = ['Simulation', 'Strings', 'Sorting'];

export default tags;
