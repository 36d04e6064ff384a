const ordering = {
  general: [{ name: 'Basics', items: ['alpha', 'calendar'] }],
  bronze: [{ name: 'Basics', items: ['beta'] }],
};

export default ordering;
