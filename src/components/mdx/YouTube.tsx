/**
 * A YouTube video that contacts no third party until the student asks for it: a button first,
 * then the player from youtube-nocookie.com. `autoplay` (default true) starts the video as soon
 * as the player has loaded, so one click is enough.
 */
import React, { useState } from 'react';

export function YouTube({
  id,
  title = 'YouTube video',
  autoplay = true,
}: {
  id: string;
  title?: string;
  autoplay?: boolean;
}): React.JSX.Element {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative my-6 aspect-video w-full overflow-hidden rounded-md bg-gray-900">
      {playing ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}${autoplay ? '?autoplay=1' : ''}`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white hover:bg-gray-800 focus:outline-none focus-visible:ring-4 focus-visible:ring-blue-400"
        >
          <span aria-hidden="true" className="text-5xl">
            ▶
          </span>
          <span className="font-medium">Play video: {title}</span>
          <span className="text-xs text-gray-300">Loads the player from YouTube</span>
        </button>
      )}
    </div>
  );
}
