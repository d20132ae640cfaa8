/* qd-battleship-page-check.c — Check an Answer… in the Battleship tab: a
 * solution grid checked against the puzzle (qd-battleship-check.h), in the
 * notation most of the answer's cells are written in (the later course
 * notation's . < > ^ v, or the course's W L R T B); the replay then goes
 * to the step that decides the first cell the answer has wrong on its
 * wrong line.  Without a run,
 * the checked run (the same search as Solve) becomes the tab's. */
#include "config.h"
#include "qd-battleship-page-private.h"

#include <glib/gi18n.h>
#include <string.h>
#include "core/qd-owned.h"

#include "problems/battleship/qd-battleship-check.h"

/* The run a check made, handed from its worker to the page. */
typedef struct {
  QdOwned owned;
  QdBattleshipResult *result;
  GArray *steps;
} CheckedRun;

typedef struct {
  QdOwned owned;
  QdBattleship *puzzle;
  QdPageCheckedRun *checked_run;   /* the page's too */
} CheckData;

static QdBattleshipResult *
result_copy (const QdBattleshipResult *result, guint cells)
{
  QdBattleshipResult *copy = g_memdup2 (result, sizeof *result);

  copy->solution = result->solution != NULL ? g_memdup2 (result->solution, cells) : NULL;
  copy->second = result->second != NULL ? g_memdup2 (result->second, cells) : NULL;
  return copy;
}

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdBattleshipCheck) check = NULL;
  QdBattleshipNotation notation;
  QdCheckResult *result;
  gsize course = 0, alt = 0;

  /* The notation most of its cells are written in: a course answer with a
   * stray '.' on its wrong line is still checked as a course answer (as
   * `quandary-cli battleship --check` does), not as a wrong alt one. */
  for (gsize i = 0; i < length; i++)
    if (answer[i] != '\0' && strchr ("WLRTB", answer[i]) != NULL)
      course++;
    else if (answer[i] != '\0' && strchr (".<>^v", answer[i]) != NULL)
      alt++;
  notation = alt > course ? QD_BATTLESHIP_NOTATION_ALT : QD_BATTLESHIP_NOTATION_COURSE;
  check = qd_battleship_check_new (d->puzzle, notation, stop, 0);
  if (check == NULL)
    return NULL;   /* stopped */
  result = qd_battleship_check_answer (check, answer, length, strict);
  result->reference = g_strdup (qd_battleship_check_output (check));
  if (qd_page_checked_run_wants (d->checked_run))
    {
      CheckedRun *run = g_new0 (CheckedRun, 1);

      run->result = qd_owned_add (&run->owned,
                                  result_copy (qd_battleship_check_get_result (check), d->puzzle->size * d->puzzle->size),
                                  (GDestroyNotify) qd_battleship_result_free);
      run->steps = qd_owned_add (&run->owned, g_array_copy (qd_battleship_check_get_steps (check)),
                                 (GDestroyNotify) g_array_unref);
      qd_page_checked_run_give (d->checked_run, run);
    }
  return result;
}

QdPageCheck *
qd_battleship_page_prepare_check (QdPage *page, GError **error)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  CheckData *d = g_new0 (CheckData, 1);

  d->puzzle = qd_owned_add (&d->owned, qd_battleship_copy (qd_battleship_page_get_puzzle (self)),
                            (GDestroyNotify) qd_battleship_free);
  d->checked_run = qd_owned_add (&d->owned, qd_page_checked_run_new (qd_owned_free),
                                 (GDestroyNotify) qd_page_checked_run_unref);
  qd_battleship_page_set_checked_run (self, qd_page_checked_run_ref (d->checked_run));
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the solution grid"));
}

void
qd_battleship_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  QdPageCheckedRun *checked = qd_battleship_page_get_checked_run (self);
  QdStepper *stepper = qd_battleship_page_get_stepper (self);

  if (result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  if (!qd_stepper_has_run (stepper) && !qd_page_get_busy (page) && checked != NULL)
    {
      /* The checked run is the one Solve makes: the tab's now. */
      CheckedRun *run = qd_page_checked_run_take (checked);

      if (run != NULL)
        {
          qd_battleship_page_install_run (self, qd_owned_steal (&run->owned, run->result),
                                          qd_owned_steal (&run->owned, run->steps));
          qd_owned_free (run);   /* its parts are the tab's now */
        }
    }
  if (qd_stepper_has_run (stepper) && (guint64) result->step <= qd_stepper_get_n_steps (stepper))
    {
      qd_stepper_stop_playing (stepper);
      qd_stepper_go_to (stepper, (guint) result->step);
    }
}
