import { useRef, useState } from 'react';
import { KID_MESSAGES, MAX_KIDS_PER_PARENT, type Kid } from '@nestling/shared';
import { Button, Card, StatusMessage } from '@/components/ui';
import { useKids } from '@/entities/kids/api/get-kids';
import { AddKidForm } from './add-kid-form';
import { KidsList } from './kids-list';

/** Smooth scrolling unless the parent asked for reduced motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Kids Profile Management (spec §2.11, §4 Add-kid form): the 'Add New Kid' button, which scrolls
 * to the form and puts the cursor in its first field; the 'Your Kids' list; and the 'Add Kid
 * Profile' form. After a save the list reloads, the page scrolls to the top and says 'Kid
 * profile saved successfully!'.
 * @param signedIn whether a parent is signed in (the form refuses to save otherwise)
 */
export function KidsProfileManagement({ signedIn }: { signedIn: boolean }) {
  const kids = useKids();
  const [saved, setSaved] = useState<Kid>();
  const formSectionRef = useRef<HTMLElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const limitReached = (kids.data?.length ?? 0) >= MAX_KIDS_PER_PARENT;

  function goToForm() {
    formSectionRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  }

  function handleSaved(kid: Kid) {
    setSaved(kid);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Once the line is on screen, move focus to it so keyboard and screen-reader users land there.
    requestAnimationFrame(() => successRef.current?.focus({ preventScroll: true }));
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Kids Profile
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Kids Profile Management
          </h1>
        </div>
        <Button onClick={goToForm} className="self-start sm:self-auto">
          <span aria-hidden="true">+</span> Add New Kid
        </Button>
      </div>

      {saved && (
        <div ref={successRef} tabIndex={-1} className="focus:outline-none">
          <StatusMessage tone="success">{KID_MESSAGES.saved}</StatusMessage>
        </div>
      )}

      <section aria-labelledby="your-kids-heading" className="space-y-4">
        <h2 id="your-kids-heading" className="text-xl font-bold text-ink-900">
          Your Kids
        </h2>
        <KidsList
          kids={kids.data}
          isPending={kids.isPending}
          onRetry={() => void kids.refetch()}
          isRetrying={kids.isFetching}
          highlightId={saved?.id}
        />
      </section>

      <section ref={formSectionRef} aria-labelledby="add-kid-heading" className="scroll-mt-20">
        <Card>
          <h2 id="add-kid-heading" className="text-2xl font-extrabold tracking-tight text-ink-900">
            Add Kid Profile
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-600">
            Name, age, gender, date of birth and address are required. Profiles stay private unless
            you turn on &ldquo;Show in Explore&rdquo;.
          </p>
          <AddKidForm
            signedIn={signedIn}
            limitReached={limitReached}
            onSaved={handleSaved}
            onSaving={() => setSaved(undefined)}
            nameRef={nameRef}
          />
        </Card>
      </section>
    </div>
  );
}
