const ordering = {
  general: [
    {
      name: 'Broken images',
      items: [
        'missing-file',
        'missing-alt',
        'empty-alt',
        'unsupported-format',
        'wrong-content',
        'no-viewbox',
        'good',
      ],
    },
  ],
};

export default ordering;
