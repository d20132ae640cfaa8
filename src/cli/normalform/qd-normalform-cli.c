/* qd-normalform-cli.c — `quandary-cli normalform`: a normal-form game's
 * dominated strategies, equilibria and zero-sum value, or the repeated
 * prisoner's dilemma's tournament. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "problems/normalform/qd-normalform-gdl.h"
#include "problems/normalform/qd-normalform-repeated.h"
#include "problems/normalform/qd-normalform-solve.h"
#include "problems/qd-problem.h"
#include "render/normalform/qd-normalform-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (normalform)

typedef struct {
  char *solve_text;
  gboolean mixed_dominance;
  gboolean tournament;
  char *rules_text;
  char *rules_help;           /* --rules' description: the context points at it */
  char *rounds_text;
  double continuation;
  char *seed_text;
  QdCliPictures pictures;
  gboolean wanted[QD_NORMALFORM_ANALYSIS_COUNT];
  gboolean solve_given;
  QdNormalformTournamentOptions play;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  g_autofree char *rules = qd_normalform_rule_names ();
  GOptionEntry entries[] = {
    { "solve", 's', 0, G_OPTION_ARG_STRING, &o->solve_text,
      N_("The analyses, comma-separated: dominance, pure, mixed, lemke-howson, zerosum (default: each that applies)"),
      N_("LIST") },
    { "mixed-dominance", 0, 0, G_OPTION_ARG_NONE, &o->mixed_dominance,
      N_("Eliminate strategies dominated by a mixture of others too (a linear program)"), NULL },
    { "tournament", 't', 0, G_OPTION_ARG_NONE, &o->tournament,
      N_("Play the repeated prisoner’s dilemma’s round-robin tournament on FILE’s 2 × 2 game (default: Axelrod’s)"),
      NULL },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &o->rules_text,
      (o->rules_help = g_strdup_printf (_("The tournament’s rules, comma-separated (default: all): %s"), rules)),
      N_("LIST") },
    { "rounds", 0, 0, G_OPTION_ARG_STRING, &o->rounds_text, N_("Rounds of each match (default 200)"), N_("N") },
    { "continue", 0, 0, G_OPTION_ARG_DOUBLE, &o->continuation,
      N_("The chance a match goes on after each round, at most --rounds (default 1: exactly --rounds)"), N_("P") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &o->seed_text, N_("Seed of the random rule and of match lengths (default 1)"),
      N_("SEED") },
    { NULL }
  };
  o->continuation = 1;
  return qd_cli_context_new (_("[FILE] — dominance, Nash equilibria and zero-sum values of a game in normal form"),
    entries, &o->pictures,
    _("FILE lists the players and their strategies, then one payoff line per profile:\n"
      "  player Ali: testify refuse\n  player Bo: testify refuse\n  testify testify: -5 -5\n  …\n"
      "Payoffs are exact: integers, fractions (3/4) or decimals (0.25).  Prints the eliminations\n"
      "(step N: PLAYER STRATEGY < DOMINATOR), the pure equilibria, the mixed equilibria of a\n"
      "two-player game by support enumeration (lemke-howson: one from each label’s path, for\n"
      "large games) and a zero-sum game’s value and optimal strategies, all as exact fractions.\n"
      "--tournament plays each rule against each (itself included).\n"
      "A FILE ending in .kif or .gdl is a one-shot GDL game whose roles move at once: its moves\n"
      "are the strategies and its goal values the payoffs."));
}

static gboolean
parse_solve (Options *o)
{
  g_auto(GStrv) words = qd_cli_split_list (o->solve_text, FALSE);
  QdNormalformAnalysis analysis;

  o->solve_given = TRUE;
  if (words[0] == NULL)
    QD_CLI_USAGE ("%s", _("--solve needs at least one analysis"));
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (!qd_normalform_analysis_from_string (words[i], &analysis))
        QD_CLI_USAGE (_("unknown analysis “%s”: use dominance, pure, mixed, lemke-howson or zerosum"), words[i]);
      o->wanted[analysis] = TRUE;
    }
  return TRUE;
}

static gboolean
parse_tournament (Options *o)
{
  gint64 value;

  if (o->rules_text != NULL)
    {
      g_auto(GStrv) words = qd_cli_split_list (o->rules_text, FALSE);
      g_autofree char *names = qd_normalform_rule_names ();

      o->play.n_rules = 0;
      for (guint i = 0; words[i] != NULL; i++)
        {
          if (o->play.n_rules == QD_NORMALFORM_RULE_COUNT ||
              !qd_normalform_rule_from_string (words[i], &o->play.rules[o->play.n_rules++]))
            QD_CLI_USAGE (_("unknown or repeated rule “%s”: use %s, each once"), words[i], names);
        }
      if (o->play.n_rules == 0)
        QD_CLI_USAGE ("%s", _("--rules needs at least one rule"));
    }
  if (o->rounds_text != NULL)
    {
      if (!qd_cli_parse_integer ("--rounds", o->rounds_text, 1, QD_NORMALFORM_ROUNDS_MAX, &value))
        return FALSE;
      o->play.rounds = (guint) value;
    }
  if (o->seed_text != NULL)
    {
      if (!qd_cli_parse_integer ("--seed", o->seed_text, 0, G_MAXINT64, &value))
        return FALSE;
      o->play.seed = (guint64) value;
    }
  if (!(o->continuation > 0 && o->continuation <= 1))
    QD_CLI_USAGE ("%s", _("--continue is a probability above 0 and at most 1"));
  o->play.continuation = o->continuation;
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 2)
    QD_CLI_USAGE ("%s", _("only one FILE is allowed"));
  if (argc < 2 && !o->tournament)
    QD_CLI_USAGE ("%s", _("a game FILE is needed (or --tournament)"));
  o->path = argc == 2 ? argv[1] : NULL;
  qd_normalform_tournament_options_init (&o->play);
  if (!o->tournament && (o->rules_text != NULL || o->rounds_text != NULL || o->seed_text != NULL ||
                         o->continuation != 1))
    QD_CLI_USAGE ("%s", _("--rules, --rounds, --continue and --seed go with --tournament"));
  if (o->tournament && (o->solve_text != NULL || o->mixed_dominance || qd_cli_pictures_wanted (&o->pictures)))
    QD_CLI_USAGE ("%s", _("--tournament prints its table: it goes with no --solve, --mixed-dominance or picture"));
  if (o->solve_text != NULL && !parse_solve (o))
    return FALSE;
  return parse_tournament (o);
}

/* The analyses asked for, or each that applies to `game`: support
 * enumeration up to QD_NORMALFORM_SUPPORT_PAIRS_DEFAULT support pairs,
 * Lemke-Howson past them. */
static void
choose_analyses (Options *o, const QdNormalform *game)
{
  gboolean small;

  if (o->solve_given)
    return;
  small = game->n_players == 2 &&
          qd_normalform_support_pairs (game->players[0].n_strategies, game->players[1].n_strategies) <=
            QD_NORMALFORM_SUPPORT_PAIRS_DEFAULT;
  o->wanted[QD_NORMALFORM_ANALYSIS_DOMINANCE] = TRUE;
  o->wanted[QD_NORMALFORM_ANALYSIS_PURE] = TRUE;
  o->wanted[QD_NORMALFORM_ANALYSIS_MIXED] = game->n_players == 2 && small;
  o->wanted[QD_NORMALFORM_ANALYSIS_LEMKE_HOWSON] = game->n_players == 2 && !small;
  o->wanted[QD_NORMALFORM_ANALYSIS_ZEROSUM] = game->n_players == 2 && qd_normalform_constant_sum (game, NULL);
}

static int
run_tournament (Options *o, const QdNormalform *game)
{
  g_autoptr(QdNormalform) standard = game == NULL ? qd_normalform_prisoners_dilemma () : NULL;
  g_autoptr(GError) error = NULL;
  QdNormalformTournament result;
  g_autofree char *text = NULL;

  if (game == NULL)
    game = standard;
  if (!qd_normalform_tournament_check (game, &error))
    {
      qd_cli_prefix_error (&error, o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  o->play.stop = qd_cli_catch_interrupt ();
  qd_normalform_tournament_run (game, &o->play, &result);
  qd_cli_release_interrupt ();
  if (result.stopped)
    return QD_EXIT_STOPPED;
  text = qd_normalform_tournament_format (&result);
  fputs (text, stdout);
  return QD_EXIT_OK;
}

static gboolean
write_pictures (const Options *o, const QdNormalform *game, const QdNormalformDominance *dominance,
                const QdNormalformPure *pure)
{
  QdNormalformRenderOptions options;
  double width, height;

  qd_normalform_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
  options.dominance = dominance;
  options.pure = pure;
  qd_normalform_render_get_size (game, &width, &height);
  return qd_cli_pictures_write (&o->pictures, width, height, qd_normalform_drawing_draw,
                                &(QdNormalformDrawing) { .game = game, .options = &options });
}

static gboolean
stopped (QdNormalformStatus status)
{
  return status == QD_NORMALFORM_STOPPED;
}

static int
run_analyses (Options *o, const QdNormalform *game)
{
  g_autoptr(QdNormalformDominance) dominance = NULL;
  g_autoptr(QdNormalformPure) pure = NULL;
  g_autoptr(QdNormalformMixed) mixed = NULL;
  g_autoptr(QdNormalformLemke) lemke = NULL;
  g_autoptr(QdNormalformZerosum) zerosum = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *overflow = NULL;
  const gint *stop;
  int status = QD_EXIT_OK;

  choose_analyses (o, game);
  stop = qd_cli_catch_interrupt ();
  if (o->wanted[QD_NORMALFORM_ANALYSIS_DOMINANCE])
    dominance = qd_normalform_dominance (game, o->mixed_dominance, stop);
  if (o->wanted[QD_NORMALFORM_ANALYSIS_PURE] || qd_cli_pictures_wanted (&o->pictures))
    pure = qd_normalform_pure (game);
  if (o->wanted[QD_NORMALFORM_ANALYSIS_MIXED] && (mixed = qd_normalform_mixed (game, stop, &error)) == NULL)
    status = QD_EXIT_INPUT;
  if (error == NULL && o->wanted[QD_NORMALFORM_ANALYSIS_LEMKE_HOWSON] &&
      (lemke = qd_normalform_lemke (game, stop, &error)) == NULL)
    status = QD_EXIT_INPUT;
  if (error == NULL && o->wanted[QD_NORMALFORM_ANALYSIS_ZEROSUM] &&
      (zerosum = qd_normalform_zerosum (game, stop, &error)) == NULL)
    status = QD_EXIT_INPUT;
  qd_cli_release_interrupt ();
  if (error != NULL)
    {
      qd_cli_prefix_error (&error, o->path);
      qd_cli_print_error (error);
      return status;
    }
  text = qd_normalform_format_report (game, &(QdNormalformAnalyses) {
                                        .dominance = dominance,
                                        .pure = o->wanted[QD_NORMALFORM_ANALYSIS_PURE] ? pure : NULL,
                                        .mixed = mixed, .lemke = lemke, .zerosum = zerosum });
  fputs (text, stdout);
  if ((dominance != NULL && stopped (dominance->status)) || (mixed != NULL && stopped (mixed->status)) ||
      (lemke != NULL && stopped (lemke->status)) || (zerosum != NULL && stopped (zerosum->status)))
    return QD_EXIT_STOPPED;
  /* A number past the integers' capacity: refused, not rounded. */
  if (qd_normalform_overflowed (game, &(QdNormalformAnalyses) { dominance, pure, mixed, lemke, zerosum }, &overflow))
    {
      g_autoptr(GError) refused = g_error_new_literal (QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SIZE, overflow);

      qd_cli_prefix_error (&refused, o->path);
      qd_cli_print_error (refused);
      status = QD_EXIT_INPUT;
    }
  if (!write_pictures (o, game, dominance, pure))
    status = QD_EXIT_INPUT;
  return status;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdNormalform) game = NULL;
  int status;

  if ((status = qd_cli_check_files (&(const QdCliFile) { NULL, o->path }, o->path != NULL, &o->pictures, NULL, 0))
      != QD_EXIT_OK)
    return status;
  if (o->path != NULL && qd_normalform_is_rulesheet (o->path))
    game = qd_normalform_read_rulesheet (o->path, &error);
  else if (o->path != NULL)
    game = qd_cli_load_format (o->path, qd_normalform_problem.format, &error);
  if (o->path != NULL && game == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (o->tournament)
    return run_tournament (o, game);
  return run_analyses (o, game);
}

static void
clear_options (Options *o)
{
  g_free (o->solve_text);
  g_free (o->rules_text);
  g_free (o->rules_help);
  g_free (o->rounds_text);
  g_free (o->seed_text);
  qd_cli_pictures_clear (&o->pictures);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_normalform_cli_commands[] = {
  { "normalform", N_("Games in normal form: dominated strategies, Nash equilibria, zero-sum values, "
                     "the repeated prisoner’s dilemma"), cli_main },
  { NULL }
};
