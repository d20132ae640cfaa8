/* qd-queens-cli.h — the parameters of the local searches on N queens as
 * command-line options (--sideways, --k, --population, --schedule …), for
 * `quandary-cli queens` and any command that runs qd_queens_run. */
#pragma once

#include <glib.h>
#include "problems/queens/qd-queens-search.h"

G_BEGIN_DECLS

/* The options' targets; "not given" until parsed (G_MININT, G_MININT64 or NAN). */
typedef struct {
  gint sideways, k, stall, population, tournament, elitism;
  gint64 max_steps, tries, generations;
  double beam_temperature, t0, alpha, decrement, t_min, mutation, culling;
  char *schedule, *selection, *start;
  char *sideways_help;          /* --sideways' line of --help, naming the variants */
} QdQueensCliParams;

void          qd_queens_cli_params_init    (QdQueensCliParams *p);
void          qd_queens_cli_params_clear   (QdQueensCliParams *p);
/* `entries` (NULL-terminated) followed by the parameters' entries, which
 * target p (free the array with g_free). */
GOptionEntry *qd_queens_cli_params_entries (const GOptionEntry *entries, QdQueensCliParams *p);
/* The parameters given, into o (o's defaults for the others), then checked
 * for o->algorithm (qd_queens_run_options_check): FALSE after printing a
 * usage error. */
gboolean      qd_queens_cli_params_apply   (const QdQueensCliParams *p, QdQueensRunOptions *o);

G_END_DECLS
