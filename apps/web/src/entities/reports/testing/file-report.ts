import type { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { REPORT_MESSAGES } from '@nestling/shared';

/**
 * Fills the Report dialog as a parent would: picks the reason in the "Reason" select (by its
 * visible text) and presses "Send report" (issue 27). What the dialog then says is the test's
 * to check.
 * @param user the test's user-event session
 * @param reason the reason's key (`spam`, `harassment`, …)
 * @param dialog where to find the form: `within(dialog)`, or `screen` for the dialog alone
 */
export async function fileReport(
  user: UserEvent,
  reason: keyof typeof REPORT_MESSAGES.reasons,
  dialog: Pick<typeof screen, 'getByRole'>,
): Promise<void> {
  await user.selectOptions(
    dialog.getByRole('combobox', { name: REPORT_MESSAGES.reasonLabel }),
    REPORT_MESSAGES.reasons[reason],
  );
  await user.click(dialog.getByRole('button', { name: REPORT_MESSAGES.submit }));
}
