/* qd-cli-match.h — a game played on the command line: the one front end of
 * the match loop (core/qd-match.h) that every game command uses.  It opens
 * the players' outside agents (program:COMMAND, agent:NAME), asks a person
 * on stdin with the game's prompt, lets Ctrl-C stop an outside agent's move
 * (and the game), says on stderr why a turn had no move (a forfeit with the
 * agent's last words, a stop, the time limit, the end of the input), and
 * writes --result FILE: the typed result that grading and tournaments read
 * (never the printed text). */
#pragma once

#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"
#include "core/qd-match.h"
#include "problems/qd-problem.h"

G_BEGIN_DECLS

/* A game command's --result FILE (`result`, a char *). */
#define QD_CLI_RESULT_ENTRY(result) \
  { "result", 0, 0, G_OPTION_ARG_FILENAME, (result), \
    N_("Write the game's result as JSON: the players, the winner (1, 2 or null), the scores, the plies and why"), \
    N_("FILE") }

typedef struct {
  const QdProblem *problem;      /* its game (problem->game): the rules, the protocol */
  gpointer match;                /* the game's match for problem->game->rules */
  const char *specs[QD_MATCH_MAX_PLAYERS]; /* the players as given: "human", "random", "program:./a"
                                  * (as many as the rules' n_players) */
  guint plies;                   /* the moves the match starts with */
  const QdCliAgents *agents;     /* --move-time, --no-sandbox */
  double time_limit;             /* --time-limit SECONDS; 0: none */
  const char *result_path;       /* --result FILE, or NULL */
  /* The game's printing: `turn` and `moved` as QdMatchListener's; `human`
   * NULL for the shared prompt (the rules' prompt and parse); the others
   * are the command line's own and are not read. */
  QdMatchListener listener;
  gpointer listener_data;
  /* Optional: called once the players are open, before the first turn
   * (a loaded game's moves printed), with listener_data and `match`. */
  void (*begin) (gpointer data, gpointer game);
  /* TRUE when `listener.human` says itself why a person's input ended
   * (the line it was on): no shared message then. */
  gboolean human_says_end;
  /* The sides in messages ("blue"), to free; NULL: "player N". */
  char *(*side_name) (guint player);
  /* Optional: the whole match's stop flag, which the command caught
   * (qd_cli_catch_interrupt, or _until for its --time-limit) and which
   * every move takes, a computer's too; a stop by it is the command's to
   * tell (nothing is said here), and at qd_cli_time_ran_out () the match
   * ran out of time (QD_MATCH_RAN_OUT). */
  const gint *stop;
} QdCliMatch;

/* Plays the match to its end (core/qd_match_play) and writes --result;
 * `result` is set (qd_match_result_clear), even when nothing was played.
 * The exit status: QD_EXIT_OK (the game ended, a forfeit too),
 * QD_EXIT_USAGE (an outside agent could not be opened: nothing played),
 * QD_EXIT_INPUT (a person's input ended; --result could not be written),
 * QD_EXIT_STOPPED (Ctrl-C), QD_EXIT_LIMIT (--time-limit). */
int  qd_cli_match_play         (const QdCliMatch *match, QdMatchResult *result);

G_END_DECLS
