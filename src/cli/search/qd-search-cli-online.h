/* qd-search-cli-online.h — `quandary-cli search FILE --online dfs|lrta`:
 * the online agents' trials in a maze (qd-search-online.h). */
#pragma once

#include "cli/qd-cli-check.h"
#include "problems/search/qd-search.h"

G_BEGIN_DECLS

typedef struct {
  char *agent;          /* --online: dfs or lrta; NULL not given */
  gint64 trials;        /* --trials, -1 not given */
  gboolean steps;       /* --steps */
  gint64 step_limit;    /* --step-limit, -1 not given */
} QdSearchCliOnline;

/* The options' entries (into the command's main group). */
void     qd_search_cli_online_add_entries (GOptionContext *context, QdSearchCliOnline *online);
/* --trials, --steps, --step-limit without --online, values out of range:
 * a usage error said, FALSE.  `others`: another option of the search was given. */
gboolean qd_search_cli_online_check (const QdSearchCliOnline *online, gboolean others);
/* The trials on the document (a maze, else a usage error), then --report
 * and --gif (`report`); or with --check (`check`) the answers checked
 * against them; the exit status. */
int      qd_search_cli_online_run (const QdSearchCliOnline *online, const QdCliCheck *check, QdCliReport *report,
                                   const char *path, const QdSearchDoc *doc);
void     qd_search_cli_online_clear (QdSearchCliOnline *online);

G_END_DECLS
