import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreferencesSection } from '../PreferencesSection';
import { TransferSection } from '../TransferSection';
import { BackupsSection } from '../BackupsSection';
import { renderWithUserData } from '../../../../test-utils/renderWithUserData';
import { DARK_MODE_CLASS } from '../../../../user-data';

const STORED = {
  'guide:userData:lang': '"java"',
  'guide:userData:userProgressOnProblems': '{"cf-1A":"Solved","cf-2B":"Solving"}',
  'guide:userData:userProgressOnModules': '{"intro":"Complete"}',
};

function Settings() {
  return (
    <>
      <PreferencesSection />
      <TransferSection />
      <BackupsSection />
    </>
  );
}

const jsonFile = (content: unknown, name = 'progress.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

describe('preferences', () => {
  it('shows the stored language and saves a new choice', async () => {
    const user = userEvent.setup();
    const { storage } = renderWithUserData(<PreferencesSection />, STORED);
    const group = screen.getByRole('group', { name: 'Code language' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['All', 'C++', 'Java', 'Python']);
    expect(screen.getByRole('radio', { name: 'Java' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Python' }));
    expect(storage.getItem('guide:userData:lang')).toBe('"py"');
  });

  it('saves hide tags/solutions and dark mode, applying the theme at once', async () => {
    const user = userEvent.setup();
    const { storage } = renderWithUserData(<PreferencesSection />);
    await user.click(screen.getByRole('checkbox', { name: /Hide tags and solutions/ }));
    expect(storage.getItem('guide:userData:hide')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: /Dark mode/ }));
    expect(storage.getItem('guide:userData:darkMode')).toBe('true');
    expect(document.documentElement).toHaveClass(DARK_MODE_CLASS);
    await user.click(screen.getByRole('checkbox', { name: /Dark mode/ }));
    expect(document.documentElement).not.toHaveClass(DARK_MODE_CLASS);
  });
});

describe('export', () => {
  it('downloads the whole state as a dated JSON file', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((b: Blob) => {
      blob = b;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderWithUserData(<TransferSection />, STORED);
    expect(screen.getByTestId('progress-summary')).toHaveTextContent(
      'This browser holds 2 problem statuses and 1 module progress entry.',
    );
    await user.click(screen.getByRole('button', { name: 'Export progress and settings' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toMatch(/^cp-guide-progress-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    expect(JSON.parse(text)).toMatchObject({
      format: 'cp-guide-user-data',
      version: 1,
      data: { lang: 'java', userProgressOnModules: { intro: 'Complete' } },
    });
  });
});

describe('import', () => {
  it('refuses a malformed file with the reasons and changes nothing', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithUserData(<Settings />, STORED);
    const before = new Map(storage.entries);
    await user.upload(
      screen.getByTestId('import-file'),
      jsonFile({ format: 'cp-guide-user-data', version: 1, data: { lang: 'kotlin', hide: 3 } }),
    );
    const alert = await screen.findByTestId('import-result');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'Nothing was imported and your progress is unchanged: progress.json is not a valid progress file.',
    );
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'data.lang: "kotlin" is not a language (one of showAll, cpp, java, py)',
      'data.hide: 3 is not true or false',
    ]);
    expect(storage.entries).toEqual(before);
    expect(store.getState().lang).toBe('java');
    expect(screen.getByText('No backups yet.')).toBeInTheDocument();
  });

  it('imports a valid file after backing up the current progress, which can be restored', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(<Settings />, STORED);
    await user.upload(
      screen.getByTestId('import-file'),
      jsonFile({ format: 'cp-guide-user-data', version: 1, data: { lang: 'py', hide: true } }),
    );
    expect(await screen.findByTestId('import-result')).toHaveTextContent(
      'Imported progress.json. Your previous progress was saved as a backup',
    );
    expect(screen.getByRole('radio', { name: 'Python' })).toBeChecked();
    expect(store.getState().userProgressOnProblems).toEqual({});

    const backups = screen.getByRole('list', { name: 'Backups' });
    expect(within(backups).getByText(/Before importing progress\.json/)).toBeInTheDocument();
    expect(within(backups).getByText('2 problem statuses, 1 module')).toBeInTheDocument();
    await user.click(within(backups).getByRole('button', { name: /^Restore backup from/ }));
    expect(screen.getByText(/^Restored the backup from/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: 'Java' })).toBeChecked();
    expect(store.getState().userProgressOnProblems).toEqual({
      'cf-1A': 'Solved',
      'cf-2B': 'Solving',
    });
    // The restore backed up what it replaced.
    expect(screen.getAllByTestId('backup')).toHaveLength(2);
  });

  it('deletes a backup', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(<BackupsSection />, STORED);
    act(() => {
      store.replaceAll({ ...store.getState(), userProgressOnProblems: {} }, 'Before a test');
    });
    await user.click(screen.getByRole('button', { name: /^Delete backup from/ }));
    expect(screen.getByText('No backups yet.')).toBeInTheDocument();
  });

  it('lists every backup with its reason and date; those from before a sign-in say they stay', async () => {
    const user = userEvent.setup();
    const { store } = renderWithUserData(<BackupsSection />, STORED);
    act(() => {
      store.replaceAll(
        { ...store.getState(), userProgressOnProblems: {} },
        'Before loading your progress from your account',
        { pinned: true },
      );
      store.replaceAll({ ...store.getState(), lang: 'py' }, 'Before importing a.json');
    });
    const items = screen.getAllByTestId('backup');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      expect.stringMatching(/^.+\d.* · Before importing a\.json$/),
      expect.stringMatching(/^.+\d.* · Before loading your progress from your account$/),
    ]);
    expect(items[0]).not.toHaveTextContent('kept until you delete it');
    expect(items[1]).toHaveTextContent('2 problem statuses, 1 module · kept until you delete it');
    await user.click(within(items[1]).getByRole('button', { name: /^Restore backup from/ }));
    expect(store.getState().userProgressOnProblems).toEqual({
      'cf-1A': 'Solved',
      'cf-2B': 'Solving',
    });
  });

  it('refuses a file over 5 MB from its size, without reading it', async () => {
    const user = userEvent.setup();
    const { storage } = renderWithUserData(<Settings />, STORED);
    const before = new Map(storage.entries);
    const readAsText = jest.spyOn(FileReader.prototype, 'readAsText');
    const huge = jsonFile('{}', 'video.json');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    await user.upload(screen.getByTestId('import-file'), huge);
    const alert = await screen.findByTestId('import-result');
    expect(alert).toHaveTextContent(
      'Nothing was imported and your progress is unchanged: video.json was not read.',
    );
    expect(alert).toHaveTextContent('The file is larger than 5 MB');
    expect(readAsText).not.toHaveBeenCalled();
    readAsText.mockRestore();
    expect(storage.entries).toEqual(before);
  });

  it('imports nothing when the file does not fit in storage, and says exactly that', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithUserData(<Settings />, STORED);
    await waitFor(() => expect(store.isHydrated()).toBe(true));
    const before = new Map(storage.entries);
    // Room for the backup, not for the imported problems.
    const used = [...storage.entries].reduce((n, [k, v]) => n + k.length + v.length, 0);
    storage.quotaChars = used + 1_000;
    const problems = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`problem-${i}`, 'Solved']),
    );
    await user.upload(
      screen.getByTestId('import-file'),
      jsonFile({
        format: 'cp-guide-user-data',
        version: 1,
        data: { userProgressOnProblems: problems },
      }),
    );
    expect(await screen.findByTestId('import-result')).toHaveTextContent(
      'Nothing was imported and your progress is unchanged: progress.json does not fit in this browser (browser storage is full while saving "userProgressOnProblems"). Delete old backups below and try again.',
    );
    expect(storage.entries).toEqual(before);
    expect(store.getState().userProgressOnProblems).toEqual({
      'cf-1A': 'Solved',
      'cf-2B': 'Solving',
    });
    expect(screen.getByText('No backups yet.')).toBeInTheDocument();
  });

  it('refuses to import when the backup cannot be saved', async () => {
    const user = userEvent.setup();
    const { store, storage } = renderWithUserData(<Settings />, STORED);
    await waitFor(() => expect(store.isHydrated()).toBe(true));
    storage.quotaChars = 0;
    await user.upload(
      screen.getByTestId('import-file'),
      jsonFile({ format: 'cp-guide-user-data', version: 1, data: {} }),
    );
    expect(await screen.findByTestId('import-result')).toHaveTextContent(
      'Nothing was imported: a backup of your current progress could not be saved first',
    );
    expect(store.getState().lang).toBe('java');
  });
});
