/* qd-gdl-cli.c — `quandary-cli gdl FILE`: a GDL rulesheet read, checked
 * and counted (--perft D), solved, checked or explained (--solve, --check,
 * --why: qd-gdl-cli-solve.c), or played (qd-gdl-cli-play.c). */
#include "config.h"
#include "qd-gdl-cli.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>

#include "cli/gdl/qd-gdl-cli-solve.h"
#include "cli/gdl/qd-gdl-cli-state.h"
#include "problems/gdl/qd-gdl.h"
#include "render/gdl/qd-gdl-worksheet.h"

/* Plies of --perft at most: tic-tac-toe's whole tree is 9. */
#define PERFT_MAX 64

typedef struct {
  char *perft_text;
  gint64 perft;
  QdGdlCliSolve solve;       /* --solve, --check, --why: qd-gdl-cli-solve.c */
  gboolean state;            /* --state: qd-gdl-cli-state.c */
  const char *path;
  QdGdlCliPlay play;         /* --p1 --p2 --seed --result --save --playouts */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "perft", 0, 0, G_OPTION_ARG_STRING, &o->perft_text,
      N_("Print PLY NODES for each ply 1 to D as it is counted: the positions at that ply (a terminal one has no "
         "children); --time-limit stops it (exit status 4)"),
      N_("D") },
    { NULL }
  };

  g_autofree char *description = g_strconcat (
    _("FILE is a GDL rulesheet (KIF): role, init, legal, next, terminal, goal.\n"
      "It is read and checked as the specification asks (safe rules, stratified negation,\n"
      "the recursion restriction); an error names its line and column (exit status 1).\n"
      "One role (a puzzle), or up to 8 taking turns or moving together; --perft counts joint moves\n"
      "(every combination of the roles' legal moves)."), "\n\n", qd_gdl_cli_play_help (), NULL);

  context = qd_cli_context_new (_("FILE — a game in the Game Description Language (.kif, .gdl)"), entries, NULL,
                                description);
  qd_gdl_cli_play_add_entries (context, &o->play);
  qd_gdl_cli_solve_add_entries (context, &o->solve);
  qd_gdl_cli_state_add_entries (context, &o->state);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  gboolean playing;

  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a rulesheet FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  if (!qd_gdl_cli_solve_check (&o->solve, o->perft_text != NULL || o->state))
    return FALSE;
  if (o->state && o->perft_text != NULL)
    QD_CLI_USAGE ("%s", _("--state and --perft are two actions: give one"));
  playing = !qd_gdl_cli_solve_wanted (&o->solve) && !o->state && o->perft_text == NULL;
  if (!qd_gdl_cli_play_check (&o->play, playing))
    return FALSE;
  /* --state, --check and --why evaluate one state or one line of moves */
  if (o->play.time_limit > 0 && (o->state || o->solve.check != NULL || o->solve.why != NULL))
    QD_CLI_USAGE ("%s", _("--time-limit goes with a game played, --playouts, --perft and --solve"));
  o->solve.time_limit = o->play.time_limit;
  if (o->perft_text == NULL)
    return TRUE;
  return qd_cli_parse_integer ("--perft", o->perft_text, 1, PERFT_MAX, &o->perft);
}

void
qd_gdl_cli_print_warnings (const QdGdlGame *game)
{
  GPtrArray *warnings = qd_gdl_game_warnings (game);

  for (guint i = 0; i < warnings->len; i++)
    g_printerr ("%s\n", (const char *) warnings->pdata[i]);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlGame) game = NULL;

  if (o->perft == 0 && !qd_gdl_cli_solve_wanted (&o->solve) && !o->state)
    return qd_gdl_cli_play_run (&o->play, o->path);
  if (o->perft > 0)
    return qd_gdl_cli_perft_run (o->path, (guint) o->perft, o->play.time_limit);
  game = qd_gdl_game_new_from_file (o->path, NULL, &error);
  if (game == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  qd_gdl_cli_print_warnings (game);
  if (o->state)
    return qd_gdl_cli_state_run (game);
  return qd_gdl_cli_solve_run (&o->solve, o->path, game);
}

static void
clear_options (Options *o)
{
  g_free (o->perft_text);
  qd_gdl_cli_solve_clear (&o->solve);
  qd_gdl_cli_play_clear (&o->play);
}

QD_CLI_DEFINE_MAIN (, qd_gdl_cli)

const QdCliCommand qd_gdl_cli_commands[] = {
  { "gdl", N_("A game in the Game Description Language: played by agents, its positions counted (--perft)"), qd_gdl_cli,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_gdl_worksheet, NULL } },
  { NULL }
};
