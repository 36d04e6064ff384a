const ordering = {
  general: [
    {
      name: 'Broken',
      items: ['syntax', 'comment', 'widget', 'attribute', 'tex', 'resource'],
    },
  ],
};

export default ordering;
