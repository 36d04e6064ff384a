/** The top of a module page: breadcrumbs, title, author, description, facts and controls. */
import React from 'react';
import { Link } from 'gatsby';
import type { Frequency } from '../../content-model/types';
import type { ModuleNavigation, NavModule } from '../../content-model/navigation';
import { DeferredModuleProgressControl as ModuleProgressControl } from '../deferred/DeferredPickers';
import { FrequencyIndicator } from './FrequencyIndicator';
import { LanguagePicker } from './LanguagePicker';

export function Breadcrumbs({
  items,
}: {
  items: ModuleNavigation['breadcrumbs'];
}): React.JSX.Element {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-600 dark:text-gray-400">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.path ? (
              <Link
                to={item.path}
                className="underline hover:text-gray-900 dark:hover:text-gray-100"
              >
                {item.label}
              </Link>
            ) : (
              <span>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ModuleHeader({
  moduleId,
  title,
  author,
  description,
  frequency,
  prerequisites,
  breadcrumbs,
}: {
  moduleId: string;
  title: string;
  author: string;
  description: string;
  frequency: Frequency | null;
  prerequisites: readonly NavModule[];
  breadcrumbs: ModuleNavigation['breadcrumbs'];
}): React.JSX.Element {
  return (
    <header>
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-2 text-3xl font-bold text-gray-900 dark:text-white">{title}</h1>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Author: {author}</p>
      <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{description}</p>
      {prerequisites.length > 0 && (
        <div className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          <span className="font-medium">Prerequisites:</span>
          <ul className="ml-1 inline">
            {prerequisites.map((p, i) => (
              <li key={p.id} className="inline">
                {i > 0 && ', '}
                <Link to={p.path} className="text-blue-800 underline dark:text-blue-300">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        {frequency !== null && <FrequencyIndicator frequency={frequency} />}
        <ModuleProgressControl moduleId={moduleId} moduleTitle={title} />
        <LanguagePicker />
      </div>
    </header>
  );
}
