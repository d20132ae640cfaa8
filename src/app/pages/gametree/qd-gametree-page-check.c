/* qd-gametree-page-check.c — Check an Answer… in the game-tree tab: a node
 * table (value, best, leaves, a line per node) checked against the search
 * of the tab's tree with the sidebar's algorithm, as `quandary-cli gametree`
 * prints it.  The worker's search is recorded into the tab's search tree
 * and becomes the tab's replay; show_check moves the replay (and the tree)
 * to the event that decides the line where the answer parts. */
#include "config.h"
#include "qd-gametree-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/gametree/qd-gametree-check.h"

typedef struct {
  QdOwned owned;
  QdGameTree *tree;
  QdGameSearchAlgorithm algorithm;
  QdSearchTree *search_tree;    /* the tab's, recording the run (a reference), or NULL */
  const QdGameTree *names;      /* the tab's document, read on the main thread only */
  QdPageCheckedRun *checked_run;   /* the page's too (NULL: the tab's run is not made) */
} CheckData;

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdGametreeCheck) check = NULL;
  QdCheckResult *result;

  /* The tab's run, once (the window may check again with the same data). */
  if (d->checked_run != NULL && d->search_tree != NULL)
    {
      QdTreeAnalysis *analysis = qd_tree_analyze_recorded (d->tree, d->algorithm, stop, d->search_tree, d->names);

      qd_search_tree_unref (qd_owned_steal (&d->owned, g_steal_pointer (&d->search_tree)));
      if (analysis->result.status == QD_GAME_SEARCH_STOPPED)
        {
          qd_tree_analysis_free (analysis);
          return NULL;
        }
      qd_page_checked_run_give (d->checked_run, analysis);
    }
  check = qd_gametree_check_new (d->tree, d->algorithm);
  result = qd_gametree_check_answer (check, answer, length, strict);
  if (result->reference == NULL)
    result->reference = g_strdup (qd_gametree_check_output (check));
  return result;
}

QdPageCheck *
qd_gametree_page_prepare_check (QdPage *page, GError **error)
{
  QdGametreePage *self = QD_GAMETREE_PAGE (page);
  CheckData *d;

  if (!qd_tree_algorithm_check (qd_gametree_page_tree (self), qd_gametree_page_algorithm (self), error))
    return NULL;
  d = g_new0 (CheckData, 1);
  d->tree = qd_owned_add (&d->owned, qd_game_tree_copy (qd_gametree_page_tree (self)), (GDestroyNotify) qd_game_tree_free);
  d->algorithm = qd_gametree_page_algorithm (self);
  if (!qd_page_get_busy (page))
    {
      /* The checked search is the one the tab then replays. */
      d->checked_run = qd_owned_add (&d->owned, qd_page_checked_run_new ((GDestroyNotify) qd_tree_analysis_free),
                                     (GDestroyNotify) qd_page_checked_run_unref);
      d->search_tree = qd_owned_add (&d->owned,
                                     qd_gametree_page_start_check (self, qd_page_checked_run_ref (d->checked_run)),
                                     (GDestroyNotify) qd_search_tree_unref);
      d->names = qd_gametree_page_tree (self);
    }
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the table of node values"));
}

void
qd_gametree_page_show_check (QdPage *page, const QdCheckResult *result)
{
  guint step = result->verdict == QD_CHECK_WRONG && result->step > 0 ? (guint) MIN (result->step, G_MAXUINT)
                                                                       : G_MAXUINT;

  qd_gametree_page_show_step (QD_GAMETREE_PAGE (page), step);
}
