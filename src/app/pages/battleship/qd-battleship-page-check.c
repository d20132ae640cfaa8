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

#include "problems/battleship/qd-battleship-check.h"

/* The run a check made, handed from its worker to the page. */
struct _QdBattleshipPageCheckBox {
  gint ref;
  GMutex lock;
  QdBattleshipResult *result;
  GArray *steps;
};

static QdBattleshipPageCheckBox *
box_ref (QdBattleshipPageCheckBox *box)
{
  g_atomic_int_inc (&box->ref);
  return box;
}

void
qd_battleship_page_check_box_unref (QdBattleshipPageCheckBox *box)
{
  if (box == NULL || !g_atomic_int_dec_and_test (&box->ref))
    return;
  g_clear_pointer (&box->result, qd_battleship_result_free);
  g_clear_pointer (&box->steps, g_array_unref);
  g_mutex_clear (&box->lock);
  g_free (box);
}

typedef struct {
  QdBattleship *puzzle;
  QdBattleshipPageCheckBox *box;
} CheckData;

static void
check_data_free (gpointer data)
{
  CheckData *d = data;

  qd_battleship_free (d->puzzle);
  qd_battleship_page_check_box_unref (d->box);
  g_free (d);
}

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
  g_mutex_lock (&d->box->lock);
  if (d->box->result == NULL)
    {
      d->box->result = result_copy (qd_battleship_check_get_result (check), d->puzzle->size * d->puzzle->size);
      d->box->steps = g_array_copy (qd_battleship_check_get_steps (check));
    }
  g_mutex_unlock (&d->box->lock);
  return result;
}

QdPageCheck *
qd_battleship_page_prepare_check (QdPage *page, GError **error)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  CheckData *d = g_new0 (CheckData, 1);

  d->puzzle = qd_battleship_copy (qd_battleship_page_get_puzzle (self));
  d->box = g_new0 (QdBattleshipPageCheckBox, 1);
  d->box->ref = 1;
  g_mutex_init (&d->box->lock);
  qd_battleship_page_set_check_box (self, box_ref (d->box));
  return qd_page_check_new (check_answer, d, check_data_free,
                            N_("the solution grid"));
}

void
qd_battleship_page_show_check (QdPage *page, const QdCheckResult *result)
{
  QdBattleshipPage *self = QD_BATTLESHIP_PAGE (page);
  QdBattleshipPageCheckBox *box = qd_battleship_page_get_check_box (self);
  QdStepper *stepper = qd_battleship_page_get_stepper (self);

  if (result->verdict != QD_CHECK_WRONG || result->step < 0)
    return;
  if (!qd_stepper_has_run (stepper) && !qd_page_get_busy (page) && box != NULL)
    {
      QdBattleshipResult *run;
      GArray *steps;

      /* The checked run is the one Solve makes: the tab's now. */
      g_mutex_lock (&box->lock);
      run = g_steal_pointer (&box->result);
      steps = g_steal_pointer (&box->steps);
      g_mutex_unlock (&box->lock);
      if (run != NULL)
        qd_battleship_page_install_run (self, run, steps);
    }
  if (qd_stepper_has_run (stepper) && (guint64) result->step <= qd_stepper_get_n_steps (stepper))
    {
      qd_stepper_stop_playing (stepper);
      qd_stepper_go_to (stepper, (guint) result->step);
    }
}
