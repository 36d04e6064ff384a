const ordering = {
  general: [
    {
      name: 'Broken',
      items: ['syntax', 'comment', 'widget', 'attribute', 'tex', 'resource', 'quiz'],
    },
  ],
};

export default ordering;
