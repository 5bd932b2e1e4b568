import { Component, type ReactNode } from 'react';
import { useLocalize } from '@/lib/i18n/localize-context';
import { RetryLine } from './status-message';

/**
 * The texts in English, as the common catalogue writes them (`part.loadFailed`,
 * `action.tryAgain`), said in the app's language through LocalizeContext: no catalogue is loaded
 * for them, since the failure may be the network's (as the route's error page does, issue 28).
 */
const PART_LOAD_TEXTS = {
  failed: 'This part of the screen could not load. Check your connection, then try again.',
  tryAgain: 'Try again',
} as const;

/**
 * A part of a screen whose code could not be fetched (`lazyPart`, decision 055): the network
 * dropped, or the file is gone. Its `cause` is the import's own error.
 */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the screen could not load', { cause });
    this.name = 'PartLoadError';
  }
}

interface PartLoadBoundaryProps {
  children?: ReactNode;
  /** Asks for the part's code again and draws it (the part's own retry). */
  onRetry: () => void;
}

/**
 * Keeps a part that could not load inside its place on the screen (decision 104): the rest of
 * the screen stays usable, and the part says so with "Try again" instead of the whole route
 * falling to its error page. Only a `PartLoadError` stops here; any other error (a bug in the
 * part's render) goes on to the route's error page as before. A class because error boundaries
 * are class components in React 19 (react.dev: "Catching rendering errors with an error
 * boundary").
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, { failed: unknown }> {
  override state: { failed: unknown } = { failed: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    if (failed === undefined) return this.props.children;
    // Rethrown from the boundary's render, an error goes on to the next boundary up.
    if (!(failed instanceof PartLoadError)) throw failed;
    return (
      <PartLoadFailed
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: undefined });
        }}
      />
    );
  }
}

/** The part's place when its code could not load: the sentence and "Try again". */
function PartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const localize = useLocalize();
  return (
    <RetryLine tryAgain={localize(PART_LOAD_TEXTS.tryAgain)} onRetry={onRetry}>
      {localize(PART_LOAD_TEXTS.failed)}
    </RetryLine>
  );
}
