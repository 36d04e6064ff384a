import React from 'react';
import type { HeadFC } from 'gatsby';
import Layout from '../components/layout/Layout';
import { Seo } from '../components/layout/Seo';
import { PreferencesSection } from '../components/user-data/settings/PreferencesSection';
import { TransferSection } from '../components/user-data/settings/TransferSection';
import { BackupsSection } from '../components/user-data/settings/BackupsSection';

export default function SettingsPage(): React.JSX.Element {
  return (
    <Layout>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900 dark:text-white">Settings</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          Your settings and progress are stored in this browser only. Export them to keep a copy or
          to move them to another browser.
        </p>
        <div className="mt-8 space-y-6">
          <PreferencesSection />
          <TransferSection />
          <BackupsSection />
        </div>
      </div>
    </Layout>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Settings"
    description="Choose your code language and theme, and export, import or restore your progress."
    pathname="/settings"
  />
);
