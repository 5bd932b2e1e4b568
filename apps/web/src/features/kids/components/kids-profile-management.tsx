import { Suspense, startTransition, useEffect, useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { kidsCatalogue, MAX_KIDS_PER_PARENT, type Kid } from '@nestling/shared';
import { Button, Card, PageHeader, StatusMessage } from '@/components/ui';
import { useKids } from '@/entities/kids/api/get-kids';
import { lazyPart, useOpenedOnce } from '@/lib/lazy-part';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCan } from '@/entities/parent/api/use-can';
import { useFirstScreenShown } from '@/hooks/use-first-screen-shown';
import { KidsListLoading } from './kids-list-loading';

/**
 * The 'Add Kid Profile' form (react-hook-form, the date and photo fields, the interests): closed
 * until asked for, so loaded when 'Add New Kid' is pointed at, focused or pressed (decision 055).
 */
const AddKidForm = lazyPart(() => import('./add-kid-form').then((module) => module.AddKidForm));

/**
 * The 'Your Kids' list (each kid's avatar, age, Explore badge and links): its code is asked for
 * once the first screen — the page's header, Kids Profile's LCP element on a phone — has been
 * presented (issue 29: a request started before that paint counts against it).
 */
const KidsList = lazyPart(() => import('./kids-list').then((module) => module.KidsList));

/** Runs `effect` once it is committed: inside a Suspense boundary, once the boundary's content is. */
function OnShown({ effect }: { effect: () => void }) {
  const latest = useRef(effect);
  useEffect(() => latest.current(), []);
  return null;
}

/**
 * Whether to draw the kids list, and the button and note that follow it: once the first screen
 * has been shown (`useFirstScreenShown`: the header presented, the kids answered, the browser
 * idle) and the list's code has then loaded (or failed: its Suspense and the route's error
 * boundary say so). Until then the list's loading line keeps its place and nothing below it is
 * drawn, so nothing moves when the list comes. Drawn in a transition, as `useAfterPaint` does
 * (decision 087), whose own module would become a file of its own on the two kid screens that
 * share it today.
 */
function useListShown(): boolean {
  const firstScreenShown = useFirstScreenShown();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!firstScreenShown) return;
    let active = true;
    const draw = () => {
      if (active) startTransition(() => setLoaded(true));
    };
    KidsList.preload().then(draw, draw);
    return () => {
      active = false;
    };
  }, [firstScreenShown]);
  return loaded;
}

/** Smooth scrolling unless the parent asked for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Kids Profile Management (spec §2.11, §4 Add-kid form): the 'Your Kids' list, the 'Add New
 * Kid' button below it — where the empty text says it is — and the 'Add Kid Profile' form,
 * which that button opens (a disclosure: the form is not open before it is asked for), scrolls
 * to, and puts the cursor in. After a save the list reloads, the page scrolls to the top and
 * says 'Kid profile saved successfully!'; the form stays open for the next kid.
 * A caregiver sees the list only: adding a kid is a guardian's (issue 24).
 * @param signedIn whether a parent is signed in (the form refuses to save otherwise)
 */
export function KidsProfileManagement({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(kidsCatalogue);
  const kids = useKids();
  // Adding a kid is a guardian's (issue 24): a caregiver's page is the list alone.
  const { guardian } = useCan();
  const [saved, setSaved] = useState<Kid>();
  const [formOpen, setFormOpen] = useState(false);
  const formId = useId();
  const formSectionRef = useRef<HTMLElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const limitReached = (kids.data?.length ?? 0) >= MAX_KIDS_PER_PARENT;
  const formOpened = useOpenedOnce(formOpen);
  const listShown = useListShown();
  /** Counts the presses of 'Add New Kid': each scrolls to the form once it is on screen. */
  const [formRequests, setFormRequests] = useState(0);

  function goToForm() {
    setFormOpen(true);
    setFormRequests((count) => count + 1);
  }

  /** Once the form is on screen: scroll to it and put the cursor in its first field. */
  function showForm() {
    formSectionRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    formSectionRef.current
      ?.querySelector<HTMLInputElement>('input[name="name"]')
      ?.focus({ preventScroll: true });
  }

  function handleSaved(kid: Kid) {
    setSaved(kid);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Once the line is on screen, move focus to it so keyboard and screen-reader users land there.
    requestAnimationFrame(() => successRef.current?.focus({ preventScroll: true }));
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader eyebrow={t('profile.eyebrow')} title={t('profile.title')} documentTitle={null} />

      {saved && (
        <div ref={successRef} tabIndex={-1} className="focus:outline-none">
          <StatusMessage tone="success">{t('kid.saved')}</StatusMessage>
        </div>
      )}

      <section aria-labelledby="your-kids-heading" className="space-y-4">
        <h2 id="your-kids-heading" className="text-xl font-bold text-ink-900">
          {t('profile.yourKids')}
        </h2>
        {listShown ? (
          <Suspense fallback={<KidsListLoading />}>
            <KidsList.Component
              kids={kids.data}
              isPending={kids.isPending}
              onRetry={() => void kids.refetch()}
              isRetrying={kids.isFetching}
              highlightId={saved?.id}
            />
          </Suspense>
        ) : (
          <KidsListLoading />
        )}
        {listShown && guardian && !limitReached && (
          <Button
            {...AddKidForm.preloadProps}
            onClick={goToForm}
            aria-expanded={formOpen}
            aria-controls={formOpen ? formId : undefined}
          >
            <Plus aria-hidden="true" className="size-5" /> {t('profile.addNewKid')}
          </Button>
        )}
      </section>

      {listShown && guardian && limitReached && (
        <StatusMessage tone="info">{t('kid.tooMany')}</StatusMessage>
      )}

      {guardian && (
        <section
          ref={formSectionRef}
          id={formId}
          hidden={!formOpen}
          aria-labelledby="add-kid-heading"
          className="scroll-mt-20"
        >
          <Card>
            <h2
              id="add-kid-heading"
              className="text-2xl font-extrabold tracking-tight text-ink-900"
            >
              {t('profile.addHeading')}
            </h2>
            <p className="mt-1 mb-6 text-sm text-ink-600">{t('profile.addIntro')}</p>
            {formOpened && (
              <Suspense fallback={null}>
                <AddKidForm.Component
                  signedIn={signedIn}
                  limitReached={limitReached}
                  onSaved={handleSaved}
                  onSaving={() => setSaved(undefined)}
                />
                {formRequests > 0 && <OnShown key={formRequests} effect={showForm} />}
              </Suspense>
            )}
          </Card>
        </section>
      )}
    </div>
  );
}
