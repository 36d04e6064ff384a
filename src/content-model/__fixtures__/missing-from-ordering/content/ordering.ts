const ordering = {
  general: [{ name: 'Basics', items: [] }],
};

export default ordering;
