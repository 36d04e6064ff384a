import React, { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import {
  CONTACT_TOPICS,
  createContactIssueUrl,
  type ContactProblem,
  type ContactTopic,
} from '../../site/contact';
import { siteConfig } from '../../site/siteConfig';

interface Props {
  problem?: ContactProblem;
  initialTopic?: ContactTopic;
  onClose: () => void;
}

const field =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100';

/**
 * The Contact Us form. Submitting opens a prefilled new issue in the repository in a new tab;
 * nothing is sent from this page.
 */
export default function ContactDialog({
  problem,
  initialTopic,
  onClose,
}: Props): React.JSX.Element {
  const [topic, setTopic] = useState<ContactTopic>(
    initialTopic ?? (problem ? 'missing-solution' : 'mistake'),
  );
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const pageUrl = typeof window === 'undefined' ? siteConfig.siteUrl : window.location.href;
  const issueUrl = createContactIssueUrl(siteConfig.repositoryUrl, {
    topic,
    message,
    email,
    pageUrl,
    problem,
  });

  function submit(event: React.FormEvent): void {
    event.preventDefault();
    window.open(issueUrl, '_blank', 'noopener');
    onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      className="fixed inset-0 z-[10000] flex items-center justify-center p-4"
    >
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" />
      <div className="relative w-full max-w-lg">
        <DialogPanel className="max-h-[90vh] overflow-y-auto rounded-lg bg-white p-6 shadow-xl dark:bg-gray-900">
          <DialogTitle className="text-lg font-semibold text-gray-900 dark:text-white">
            Contact Us
          </DialogTitle>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            This opens a prefilled issue in our public repository, where you can review it before
            posting. Nothing is sent until you submit it there.
          </p>
          {problem && (
            <p className="mt-3 rounded bg-gray-100 px-3 py-2 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-200">
              About the problem <strong>{problem.name}</strong>
            </p>
          )}
          <form className="mt-4 space-y-4" onSubmit={submit}>
            <fieldset>
              <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">
                Topic
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {CONTACT_TOPICS.map((option) => (
                  <label
                    key={option.id}
                    className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200"
                  >
                    <input
                      type="radio"
                      name="topic"
                      value={option.id}
                      checked={topic === option.id}
                      onChange={() => setTopic(option.id)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm font-medium text-gray-900 dark:text-gray-100">
              Message
              <textarea
                required
                rows={5}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className={field}
              />
            </label>
            <label className="block text-sm font-medium text-gray-900 dark:text-gray-100">
              Email (optional, public on the issue)
              <input
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={field}
              />
            </label>
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={onClose}
                className="rounded-md px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
              >
                Cancel
              </button>
              <button
                type="submit"
                data-issue-url={issueUrl}
                className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                Open prefilled issue
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
