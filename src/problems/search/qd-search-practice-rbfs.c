/* qd-search-practice-rbfs.c — practice on recursive best-first search: the
 * f-limit of each expansion (when finite) and the value each backup
 * returns (when finite), the classic hand exercise of AIMA 3e figure 3.27. */
#include "config.h"
#include "qd-search-practice.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"

/* The node's expansion the event `event` (its backup) returns from: FALSE
 * when the log has none. */
static gboolean
expansion_of (const QdSearchRun *run, guint event, guint64 serial, QdSearchEvent *out)
{
  for (guint i = event; i-- > 0; )
    {
      qd_search_run_event (run, i, out);
      if (out->kind == QD_SEARCH_EVENT_EXPAND && out->serial == serial)
        return TRUE;
    }
  return FALSE;
}

char *
qd_search_practice_rbfs_limit_why (const QdSearchRun *run, const QdSearchEvent *e, const char *name)
{
  g_autofree char *limit = NULL, *parent_limit = NULL;
  QdSearchEvent parent;

  if (e->parent_event < 0 || isinf (e->bound))
    return NULL;
  limit = qd_format_number_short_locale (e->bound);
  qd_search_run_event (run, (guint) e->parent_event, &parent);
  parent_limit = isinf (parent.bound) ? g_strdup ("∞") : qd_format_number_short_locale (parent.bound);
  return g_strdup_printf (_("The f-limit of %s is the least of its parent's f-limit, %s, and the f of the best "
                            "alternative among its siblings: %s."), name, parent_limit, limit);
}

static void
add_limit (QdPractice *practice, const QdSearchRun *run, guint step, const QdSearchEvent *e, const char *name)
{
  g_autofree char *text = g_strdup_printf (_("What is the f-limit when RBFS expands %s?"), name);
  g_autofree char *why = qd_search_practice_rbfs_limit_why (run, e, name);

  if (why == NULL)
    return;
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_STEP, step, text, e->bound, why,
                          _("RBFS enters a successor with the limit min (the parent's limit, the second-best "
                            "successor's f)."));
}

char *
qd_search_practice_rbfs_backup_why (const QdSearchRun *run, guint event_index, const QdSearchEvent *e,
                                    const char *name)
{
  QdSearchEvent expansion;
  g_autofree char *value = NULL, *limit = NULL;

  if (!expansion_of (run, event_index, e->serial, &expansion) || isinf (e->f) || isinf (expansion.bound))
    return NULL;
  value = qd_format_number_short_locale (e->f);
  limit = qd_format_number_short_locale (expansion.bound);
  return g_strdup_printf (_("The least f among the successors of %s is %s, above its f-limit %s: RBFS backs "
                            "up %s to %s and forgets the successors."), name, value, limit, value, name);
}

static void
add_backup (QdPractice *practice, const QdSearchRun *run, guint step, const QdSearchStep *s, const char *name)
{
  g_autofree char *text = g_strdup_printf (_("What value does RBFS back up to %s?"), name);
  g_autofree char *why = qd_search_practice_rbfs_backup_why (run, s->event_index, &s->event, name);

  if (why == NULL)
    return;
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_STEP, step, text, s->event.f, why,
                          _("When the best successor's f exceeds the node's f-limit, that f replaces the "
                            "node's own."));
}

void
qd_search_practice_add_rbfs (QdPractice *practice, const QdSearchRun *run, guint step, const QdSearchStep *s,
                             const char *name)
{
  if (s->event.kind == QD_SEARCH_EVENT_EXPAND)
    add_limit (practice, run, step, &s->event, name);
  else if (s->event.kind == QD_SEARCH_EVENT_BACKUP)
    add_backup (practice, run, step, s, name);
}
