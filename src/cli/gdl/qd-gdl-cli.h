/* qd-gdl-cli.h — `quandary-cli gdl`: a game in the Game Description Language. */
#pragma once

#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"
#include "problems/gdl/qd-gdl.h"

G_BEGIN_DECLS

/* The command's entry (qd-cli.c's table): exit statuses of cli/qd-cli.h. */
int qd_gdl_cli (int argc, char **argv);
/* The rulesheet's warnings (rules read as GGP Base's prover reads them), on
 * stderr, one a line. */
void qd_gdl_cli_print_warnings (const QdGdlGame *game);

/* ---- qd-gdl-cli-perft.c: --perft D, printed ply by ply; the exit status
 * (--time-limit: `time_limit` seconds, 0 none) */
int qd_gdl_cli_perft_run (const char *path, guint depth, double time_limit);

/* ---- qd-gdl-cli-play.c: playing a game, and --playouts */

typedef struct {
  char *agents[8];           /* --p1 … --p8 (QD_GDL_MAX_ROLES) */
  gint64 seed;               /* --seed (default 1) */
  char *result;              /* --result FILE */
  char *save;                /* --save FILE */
  double time_limit;         /* --time-limit SECONDS */
  char *playouts_text;       /* --playouts N */
  gint64 playouts;           /*   read by qd_gdl_cli_play_check; 0: none */
  char *threads_text;        /* --threads N (with --playouts) */
  gint64 threads;            /*   read by qd_gdl_cli_play_check; default: the processors */
  char *max_plies_text;      /* --max-plies N */
  gint64 max_plies;          /*   read by qd_gdl_cli_play_check; QD_GDL_DEFAULT_MAX_PLIES */
  QdCliAgents outside;       /* --move-time, --no-sandbox */
} QdGdlCliPlay;

void        qd_gdl_cli_play_add_entries (GOptionContext *context, QdGdlCliPlay *play);
/* The players' part of --help (translated). */
const char *qd_gdl_cli_play_help        (void);
/* After parsing: FALSE after a usage error.  `playing`: no other action
 * (--perft, --solve…) was given; else the options of play are refused
 * (--time-limit goes with --perft and --solve too). */
gboolean    qd_gdl_cli_play_check       (QdGdlCliPlay *play, gboolean playing);
/* Plays the rulesheet at `path` (or its --playouts): the exit status. */
int         qd_gdl_cli_play_run         (QdGdlCliPlay *play, const char *path);
void        qd_gdl_cli_play_clear       (QdGdlCliPlay *play);

G_END_DECLS
