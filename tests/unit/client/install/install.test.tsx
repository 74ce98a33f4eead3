// @vitest-environment happy-dom
import { act } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallButton, IosInstallHint, loadInstallSection } from '../../../../src/client/features/install';

const InstallSection = await loadInstallSection();
import { isIos } from '../../../../src/client/features/install/lib/platform';
import {
  listenForInstallPrompt,
  resetInstallPromptForTests,
} from '../../../../src/client/lib/pwa/install-prompt';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function offerInstall(target: EventTarget) {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
  act(() => {
    target.dispatchEvent(event);
  });
  return { event, prompt };
}

function setUserAgent(userAgent: string, maxTouchPoints = 5) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

let target: EventTarget;
beforeEach(() => {
  resetInstallPromptForTests();
  localStorage.clear();
  // A fresh target per test: the store listens once per target, as main.tsx does for the window.
  target = new EventTarget();
  listenForInstallPrompt(target as Window);
  setUserAgent(ANDROID_UA);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('isIos', () => {
  it('knows iPhones, and iPads behind a desktop Mac user agent by their touch screen', () => {
    expect(isIos({ userAgent: IPHONE_UA })).toBe(true);
    expect(isIos({ userAgent: IPAD_DESKTOP_UA, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_DESKTOP_UA, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID_UA, maxTouchPoints: 5 })).toBe(false);
  });
});

describe('install button', () => {
  it('appears with the browser offer, keeps the mini-infobar away, prompts once, then hides', async () => {
    render(<InstallButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

    const { event, prompt } = offerInstall(target);
    expect(event.defaultPrevented).toBe(true);
    const button = screen.getByRole('button', { name: 'Install app' });

    await act(async () => {
      fireEvent.click(button);
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer can be used once: the button goes until the browser makes a new one.
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('hides once the app is installed', () => {
    render(<InstallButton />);
    offerInstall(target);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => {
      target.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is not offered when the app already runs standalone', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<InstallSection />);
    offerInstall(target);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    expect(screen.getByText('Fairway Relief is installed on this device.')).toBeTruthy();
  });
});

describe('iOS hint', () => {
  it('tells iPhone users how to add the app, and stays closed once dismissed', async () => {
    setUserAgent(IPHONE_UA);
    const { unmount } = render(<IosInstallHint />);
    expect(await screen.findByText('Add to Home Screen: tap Share, then Add to Home Screen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss install hint' }));
    expect(screen.queryByText(/Add to Home Screen: tap Share/)).toBeNull();
    unmount();

    render(<IosInstallHint />);
    expect(screen.queryByText(/Add to Home Screen: tap Share/)).toBeNull();
  });

  it('is not shown on Android, where the browser offers installing', () => {
    render(<IosInstallHint />);
    expect(screen.queryByText(/Add to Home Screen: tap Share/)).toBeNull();
  });
});

describe('install section', () => {
  it('offers the button with an offer, the steps on iOS, and the browser menu otherwise', async () => {
    const { unmount } = render(<InstallSection />);
    expect(screen.getByText(/in your browser's menu/)).toBeTruthy();
    const { prompt } = offerInstall(target);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    unmount();

    setUserAgent(IPHONE_UA);
    render(<InstallSection />);
    expect(screen.getByText('Add to Home Screen: tap Share, then Add to Home Screen')).toBeTruthy();
  });
});
