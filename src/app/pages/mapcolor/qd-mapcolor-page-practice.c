/* qd-mapcolor-page-practice.c — the map-colouring tab's practice mode
 * (issue 51): the replay of a forward checking or MAC run stops before each
 * assignment and asks which region MRV colours next, which colour LCV
 * tries, which values the inference removes (problems/mapcolor/
 * qd-mapcolor-practice.h); the answers are typed into the practice bar or
 * the region clicked on the map (or chosen with the map's keyboard cursor
 * and Return). */
#include "config.h"
#include "qd-mapcolor-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/mapcolor/qd-mapcolor-practice.h"

/* Assignments asked about at most (a generated map's run is thousands). */
#define MAX_ASSIGNMENTS 300

struct _QdMapcolorPracticeMode {
  QdMapcolorPage *page;           /* owns this */
  QdPracticeBar *bar;
  gboolean practicing;
};

static void
on_question_changed (QdPracticeBar *bar, QdMapcolorPracticeMode *mode)
{
  QdMapcolorPageRun run;
  guint step;

  qd_mapcolor_page_get_run (mode->page, &run);
  if (run.steps == NULL || !qd_practice_bar_question_step (bar, run.steps->len, &step))
    return;
  qd_stepper_go_to (qd_mapcolor_page_get_stepper (mode->page), step);
  /* The step may be the same, the question another. */
  qd_mapcolor_page_refresh (mode->page);
}

void
qd_mapcolor_practice_mode_sync (QdMapcolorPracticeMode *mode)
{
  QdMapcolorPageRun run;
  const char *unsupported;

  if (!mode->practicing || qd_practice_bar_get_practice (mode->bar) != NULL)
    return;
  qd_mapcolor_page_get_run (mode->page, &run);
  if (run.solution == NULL)
    return;
  unsupported = qd_mapcolor_practice_unsupported (&run.options);
  if (unsupported == NULL && (run.tree == NULL || !qd_search_tree_is_finished (run.tree) || run.steps == NULL))
    unsupported = _("The run kept no search to practise on: press Solve again.");
  if (unsupported != NULL)
    {
      qd_practice_bar_set_practice (mode->bar, NULL, unsupported);
      return;
    }
  qd_practice_bar_set_practice (mode->bar,
                                qd_mapcolor_practice_new_search (run.map, run.tree,
                                                                 (const QdMapcolorStep *) run.steps->data,
                                                                 run.steps->len,
                                                                 run.options.algorithm == QD_MAPCOLOR_ALGO_MAC
                                                                   ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC,
                                                                 run.solution->status == QD_MAPCOLOR_SOLVED
                                                                   ? run.solution->colors : NULL,
                                                                 MAX_ASSIGNMENTS),
                                NULL);
}

void
qd_mapcolor_practice_mode_forget (QdMapcolorPracticeMode *mode)
{
  if (!mode->practicing || qd_practice_bar_get_practice (mode->bar) == NULL)
    return;
  qd_practice_bar_set_practice (mode->bar, NULL,
                                _("The run was cleared: press Solve to practise on the colouring as it is set."));
}

gboolean
qd_mapcolor_practice_mode_asking (QdMapcolorPracticeMode *mode, guint step, const char **question)
{
  QdPractice *practice = mode->practicing ? qd_practice_bar_get_practice (mode->bar) : NULL;
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;

  if (q == NULL || q->step != step)
    return FALSE;
  *question = q->text;
  return TRUE;
}

gboolean
qd_mapcolor_practice_mode_active (QdMapcolorPracticeMode *mode)
{
  return mode->practicing;
}

gboolean
qd_mapcolor_practice_mode_take_region (QdMapcolorPracticeMode *mode, gint region)
{
  QdPractice *practice = mode->practicing ? qd_practice_bar_get_practice (mode->bar) : NULL;
  const QdMap *map = qd_mapcolor_page_get_map (mode->page);

  if (!mode->practicing)
    return FALSE;
  /* In practice the map answers; it is not edited. */
  if (practice != NULL && qd_practice_current (practice) != NULL && region >= 0 && (guint) region < map->n_regions)
    qd_practice_bar_take_name (mode->bar, map->names->pdata[region]);
  return TRUE;
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdMapcolorPracticeMode *mode = data;
  QdMapcolorPageRun run;

  mode->practicing = qd_practice_bar_switch (mode->bar, action, state,
                                             GTK_WIDGET (qd_page_get_canvas (QD_PAGE (mode->page))));
  if (!mode->practicing)
    {
      qd_mapcolor_page_refresh (mode->page);
      return;
    }
  /* Practice follows forward checking or MAC: the tab turns to forward
   * checking when another algorithm is chosen, and solves. */
  qd_mapcolor_page_get_run (mode->page, &run);
  if (qd_mapcolor_page_practice_settings (mode->page) || run.solution == NULL)
    qd_practice_bar_solve_first (mode->bar, GTK_WIDGET (mode->page), qd_page_get_busy (QD_PAGE (mode->page)),
                                 _("Colouring…"));
  else
    qd_mapcolor_practice_mode_sync (mode);
  qd_mapcolor_page_refresh (mode->page);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

QdMapcolorPracticeMode *
qd_mapcolor_practice_mode_new (QdMapcolorPage *page, QdPracticeBar *bar)
{
  QdMapcolorPracticeMode *mode = g_new0 (QdMapcolorPracticeMode, 1);

  mode->page = page;
  mode->bar = bar;
  qd_page_add_actions (QD_PAGE (page), actions, G_N_ELEMENTS (actions), mode);
  g_signal_connect (bar, "question-changed", G_CALLBACK (on_question_changed), mode);
  return mode;
}

void
qd_mapcolor_practice_mode_free (QdMapcolorPracticeMode *mode)
{
  if (mode == NULL)
    return;
  g_signal_handlers_disconnect_by_data (mode->bar, mode);
  g_free (mode);
}
