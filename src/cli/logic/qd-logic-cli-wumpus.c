/* qd-logic-cli-wumpus.c — `quandary-cli logic wumpus WORLD`: the book's
 * hybrid agent (or a person, on stdin) plays a wumpus world to the end,
 * turn by turn; a conclusion's proof, the final board, the game's report
 * and its GIF on request (docs/contracts.md, "logic wumpus"). */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-logic-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/logic/qd-logic-wumpus-agent.h"
#include "render/logic/qd-logic-wumpus-render.h"
#include "render/logic/qd-logic-wumpus-report.h"
#include "render/qd-rendering.h"

typedef struct {
  char *agent_name;
  char *random;
  char *prove;
  gint64 seed;
  gint64 max_turns;
  gint64 turn;
  gboolean steps;
  gboolean fair;
  gboolean human;
  guint width, height;
  QdCliPictures pictures;
  QdCliReport report;
  const char *path;
} Options;

/* What was played: the turns (QdLogicWumpusTurn) and how it ended. */
typedef struct {
  QdLogicWumpusWorld world;
  QdLogicWumpusRun run;
  QdLogicWumpusState state;     /* at the end */
} Game;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "agent", 0, 0, G_OPTION_ARG_STRING, &o->agent_name,
      N_("hybrid (the book’s agent, the default) or human (actions read from standard input)"), N_("NAME") },
    { "random", 0, 0, G_OPTION_ARG_STRING, &o->random,
      N_("Play a random world of W × H squares instead of WORLD"), N_("WxH") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("The random world’s seed (default 1)"), N_("N") },
    { "fair", 0, 0, G_OPTION_ARG_NONE, &o->fair,
      N_("A random world whose gold can be reached without entering a pit"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("After each turn, the agent’s map: what it has proved of every square"), NULL },
    { "max-turns", 0, 0, G_OPTION_ARG_INT64, &o->max_turns, N_("The most turns (default 1000)"), N_("N") },
    { "prove", 0, 0, G_OPTION_ARG_STRING, &o->prove,
      N_("Print the proof of the agent’s conclusion about square X,Y (or of a literal: W13, P31, OK22, ¬P12)"),
      N_("X,Y") },
    { "turn", 0, 0, G_OPTION_ARG_INT64, &o->turn,
      N_("--prove as the agent knew it at turn K (from 1; default: the last)"), N_("K") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("WORLD — the wumpus world played by the hybrid agent or by you"), entries,
                             &o->pictures,
                             _("WORLD is a wumpus world (.wumpus: a line per row, the top row first, words of\n"
                               "W wumpus, G gold, P pit, . nothing).  Each turn prints the percept in the book’s\n"
                               "list form, the action, the score and the agent’s reason; the end, won, climbed\n"
                               "or died, and the score.  --agent human reads one action a line: Forward,\n"
                               "TurnLeft, TurnRight, Grab, Shoot, Climb.\n"
                               "--report writes the world, the turns, what the agent proved each turn and the\n"
                               "score; --gif the board turn by turn, the agent’s conclusions tinted."));
  qd_cli_report_add_entries (context, &o->report, TRUE);
  return context;
}

/* "4x4" into `o`'s width and height. */
static gboolean
parse_size (Options *o)
{
  guint w = 0, h = 0;
  char x = 0, rest = 0;

  if (sscanf (o->random, "%u%c%u%c", &w, &x, &h, &rest) != 3 || (x != 'x' && x != 'X')
      || w < 1 || h < 1 || w > QD_LOGIC_WUMPUS_MAX_SIDE || h > QD_LOGIC_WUMPUS_MAX_SIDE || w * h < 2)
    QD_CLI_USAGE (_("--random takes WxH, each from 1 to %u, two squares at least: not “%s”"),
                  QD_LOGIC_WUMPUS_MAX_SIDE, o->random);
  o->width = w;
  o->height = h;
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;

  o->seed = 1;
  context = new_context (o);
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (o->random != NULL ? argc != 1 : argc != 2)
    QD_CLI_USAGE ("%s", o->random != NULL ? _("--random takes no WORLD file") : _("one WORLD file is needed"));
  o->path = o->random != NULL ? "random" : argv[1];
  if (o->random != NULL && !parse_size (o))
    return FALSE;
  if (o->random == NULL && (o->fair || o->seed != 1))
    QD_CLI_USAGE (_("--seed and --fair go with --random"));
  if (o->agent_name != NULL && strcmp (o->agent_name, "hybrid") != 0 && strcmp (o->agent_name, "human") != 0)
    QD_CLI_USAGE (_("unknown agent “%s”: use hybrid or human"), o->agent_name);
  o->human = o->agent_name != NULL && strcmp (o->agent_name, "human") == 0;
  if (o->max_turns < 0 || o->max_turns > 1000000)
    QD_CLI_USAGE (_("--max-turns must be from 0 to 1000000"));
  if (o->turn < 0 || o->turn > 1000000 || (o->turn > 0 && o->prove == NULL))
    QD_CLI_USAGE (_("--turn goes with --prove and counts from 1"));
  return qd_cli_report_check (&o->report);
}

/* ---- the game */

static gpointer
parse_world (const char *contents, gsize length, gpointer user_data, GError **error)
{
  QdLogicWumpusWorld world;

  if (!qd_logic_wumpus_world_parse (&world, contents, length, error))
    return NULL;
  return g_memdup2 (&world, sizeof world);
}

static gboolean
load_world (const Options *o, QdLogicWumpusWorld *world)
{
  g_autoptr(GError) error = NULL;
  g_autofree QdLogicWumpusWorld *read = NULL;

  if (o->random != NULL)
    {
      if (qd_logic_wumpus_world_random (world, o->width, o->height, QD_LOGIC_WUMPUS_PIT_PROBABILITY, o->fair,
                                        (guint64) o->seed))
        return TRUE;
      g_printerr (_("quandary-cli: no fair world of %u × %u found in 10000 draws\n"), o->width, o->height);
      return FALSE;
    }
  if ((read = qd_cli_load (o->path, parse_world, NULL, &error)) == NULL)
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  *world = *read;
  return TRUE;
}

/* One person's turn: the next word of stdin; FALSE at the end of the input
 * (`*status` then QD_EXIT_STOPPED) or on a word that is no action
 * (`*status` QD_EXIT_INPUT). */
static gboolean
read_action (guint line, guint *action, int *status)
{
  g_autofree char *word = qd_cli_read_answer ();

  if (word == NULL)
    {
      g_printerr (_("quandary-cli: the input ended before the game did\n"));
      *status = QD_EXIT_STOPPED;
      return FALSE;
    }
  if ((*action = qd_logic_wumpus_action_from_string (word)) == G_MAXUINT)
    {
      g_printerr (_("quandary-cli: standard input: line %u, column 1: unknown action “%s”: use Forward, TurnLeft, "
                    "TurnRight, Grab, Shoot or Climb\n"), line, word);
      *status = QD_EXIT_INPUT;
      return FALSE;
    }
  return TRUE;
}

/* A person plays: the agent's KB follows (TELL and ASK), so that its
 * conclusions can be drawn and proved; each turn printed as it is played. */
static int
play_human (const Options *o, Game *game, void (*print) (const Options *, const Game *, const QdLogicWumpusTurn *, guint))
{
  g_autoptr(QdLogicWumpusAgent) agent = qd_logic_wumpus_agent_new (game->world.width, game->world.height);
  guint max = o->max_turns > 0 ? (guint) o->max_turns : 1000;
  guint percept = qd_logic_wumpus_percept (&game->world, &game->state);
  int status = QD_EXIT_OK;
  QdLogicWumpusTurn turn;
  guint action;

  game->run.status = QD_LOGIC_WUMPUS_RUN_BUDGET;
  for (guint t = 0; t < max; t++)
    {
      memset (&turn, 0, sizeof turn);
      turn.percept = percept;
      turn.before = game->state;
      qd_logic_wumpus_agent_perceive (agent, percept);
      memcpy (turn.knowledge, qd_logic_wumpus_agent_knowledge (agent), qd_logic_wumpus_n_squares (&game->world));
      if (!read_action (t + 1, &action, &status))
        {
          game->run.status = QD_LOGIC_WUMPUS_RUN_STOPPED;
          return status;
        }
      turn.action = action;
      turn.why.reason = G_MAXUINT8;
      qd_logic_wumpus_agent_did (agent, action);
      percept = qd_logic_wumpus_apply (&game->world, &game->state, action);
      turn.after = game->state;
      g_array_append_val (game->run.turns, turn);
      print (o, game, &turn, t);
      if (qd_logic_wumpus_over (&game->state))
        {
          game->run.status = game->state.flags & QD_LOGIC_WUMPUS_DEAD ? QD_LOGIC_WUMPUS_RUN_DIED
            : game->state.flags & QD_LOGIC_WUMPUS_HAS_GOLD ? QD_LOGIC_WUMPUS_RUN_WON : QD_LOGIC_WUMPUS_RUN_CLIMBED;
          break;
        }
    }
  return status;
}

/* ---- printing */

/* The agent's map, the top row first: OK, P, W, ? per square, the visited
 * ones in lower case, the agent's square marked with `*`. */
static void
print_map (const QdLogicWumpusWorld *world, const QdLogicWumpusTurn *turn)
{
  static const char *const words[] = { "?", "OK", "P", "W" };
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint y = world->height; y >= 1; y--)
    {
      g_string_assign (line, "  map");
      for (guint x = 1; x <= world->width; x++)
        {
          guint s = qd_logic_wumpus_square (world, x, y);
          guint8 know = turn->knowledge[s];

          g_string_append_printf (line, " %c%-2s", s == turn->after.square ? '*' : ' ',
                                  know & QD_LOGIC_WUMPUS_KNOW_VISITED ? "v" : words[qd_logic_wumpus_conclusion (know)]);
        }
      while (line->len > 0 && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      printf ("%s\n", line->str);
    }
}

/* The reason as a machine reads it (stdout is the same in every
 * language): "explore [2,1]", "shoot east [1,3]", "grab", … */
static char *
reason_words (const QdLogicWumpusWhy *why, const QdLogicWumpusWorld *world)
{
  static const char *const words[] = { "grab", "home", "explore", "shoot", "risk", "retreat", "climb" };
  guint x, y;

  if (why->reason >= G_N_ELEMENTS (words))
    return g_strdup ("human");
  qd_logic_wumpus_square_xy (world, why->square, &x, &y);
  switch (why->reason)
    {
    case QD_LOGIC_WUMPUS_REASON_EXPLORE:
    case QD_LOGIC_WUMPUS_REASON_RISK:
      return g_strdup_printf ("%s [%u,%u]", words[why->reason], x, y);
    case QD_LOGIC_WUMPUS_REASON_SHOOT:
      return g_strdup_printf ("shoot %s [%u,%u]", qd_logic_wumpus_facing_to_string (why->facing), x, y);
    default:
      return g_strdup (words[why->reason]);
    }
}

static void
print_turn (const Options *o, const Game *game, const QdLogicWumpusTurn *turn, guint t)
{
  g_autofree char *percept = qd_logic_wumpus_percept_to_string (turn->percept);
  g_autofree char *why = reason_words (&turn->why, &game->world);
  guint x, y;

  qd_logic_wumpus_square_xy (&game->world, turn->before.square, &x, &y);
  printf ("turn %u at [%u,%u] %s percept %s action %s score %d reason %s\n", t + 1, x, y,
          qd_logic_wumpus_facing_to_string (turn->before.facing), percept,
          qd_logic_wumpus_action_to_string (turn->action), turn->after.score, why);
  if (o->steps)
    print_map (&game->world, turn);
}

static void
print_end (const Game *game)
{
  guint x, y;

  qd_logic_wumpus_square_xy (&game->world, game->state.square, &x, &y);
  printf ("end %s score %d turns %u at [%u,%u]\n", qd_logic_wumpus_run_status_to_string (game->run.status),
          game->state.score, game->run.turns->len, x, y);
}

/* ---- --prove */

typedef struct {
  gint kind;          /* QdLogicWumpusSymKind, -1: the square's conclusion */
  gboolean negated;
  guint x, y;
} ProveWhat;

/* "X,Y", "W13", "OK2,2", "¬P12", "~P12". */
static gboolean
parse_prove (const char *text, ProveWhat *what)
{
  static const char *const kinds[] = { "P", "W", "B", "S", "OK" };
  const char *p = text;
  guint a = 0, b = 0;
  char rest = 0;

  *what = (ProveWhat) { .kind = -1 };
  if (g_str_has_prefix (p, "¬") || *p == '~')
    {
      what->negated = TRUE;
      p += *p == '~' ? 1 : strlen ("¬");
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds) && what->kind < 0; k++)
    if (g_str_has_prefix (p, kinds[k]))
      {
        what->kind = (gint) k;
        p += strlen (kinds[k]);
      }
  if (what->negated && what->kind < 0)
    return FALSE;
  if (sscanf (p, "%u,%u%c", &a, &b, &rest) == 2)
    ;
  else if (what->kind >= 0 && strlen (p) == 2 && g_ascii_isdigit (p[0]) && g_ascii_isdigit (p[1]))
    {
      a = (guint) (p[0] - '0');
      b = (guint) (p[1] - '0');
    }
  else
    return FALSE;
  what->x = a;
  what->y = b;
  return TRUE;
}

static const char *
proof_status_word (QdLogicWumpusProofStatus status)
{
  static const char *const words[] = { "unit-propagation", "resolution", "not-found", "not-entailed" };
  return words[status];
}

/* The literal to prove for `what` (G_MAXUINT: the square's conclusion is
 * "unknown", nothing to prove). */
static guint
literal_of (const QdLogicWumpusAgent *agent, const QdLogicWumpusWorld *world, const ProveWhat *what)
{
  guint8 know = qd_logic_wumpus_agent_knowledge (agent)[qd_logic_wumpus_square (world, what->x, what->y)];

  if (what->kind >= 0)
    return qd_logic_wumpus_agent_literal (agent, (guint) what->kind, what->x, what->y, what->negated);
  switch (qd_logic_wumpus_conclusion (know))
    {
    case QD_LOGIC_WUMPUS_SAFE:
      return qd_logic_wumpus_agent_literal (agent, QD_LOGIC_WUMPUS_SYM_OK, what->x, what->y, FALSE);
    case QD_LOGIC_WUMPUS_PIT:
      return qd_logic_wumpus_agent_literal (agent, QD_LOGIC_WUMPUS_SYM_P, what->x, what->y, FALSE);
    case QD_LOGIC_WUMPUS_WUMPUS:
      return qd_logic_wumpus_agent_literal (agent, QD_LOGIC_WUMPUS_SYM_W, what->x, what->y, FALSE);
    default:
      return G_MAXUINT;
    }
}

/* The agent as it knew the world at turn `t` (from 0). */
static QdLogicWumpusAgent *
agent_at (const Options *o, const Game *game, guint t)
{
  QdLogicWumpusAgent *agent;

  if (!o->human)
    return qd_logic_wumpus_run_agent_at (&game->world, &game->run, t);
  agent = qd_logic_wumpus_agent_new (game->world.width, game->world.height);
  for (guint i = 0; i <= t; i++)
    {
      const QdLogicWumpusTurn *turn = &g_array_index (game->run.turns, QdLogicWumpusTurn, i);

      qd_logic_wumpus_agent_perceive (agent, turn->percept);
      if (i < t)
        qd_logic_wumpus_agent_did (agent, turn->action);
    }
  return agent;
}

static int
print_proof (const Options *o, const Game *game)
{
  g_autoptr(QdLogicWumpusAgent) agent = NULL;
  QdLogicWumpusProof proof;
  ProveWhat what;
  guint literal, t;

  if (!parse_prove (o->prove, &what) || what.x < 1 || what.y < 1 || what.x > game->world.width
      || what.y > game->world.height)
    {
      g_printerr (_("quandary-cli: --prove “%s”: not a square X,Y of this %u × %u world, nor a literal such as W13\n"),
                  o->prove, game->world.width, game->world.height);
      return QD_EXIT_USAGE;
    }
  if (game->run.turns->len == 0 || o->turn > (gint64) game->run.turns->len)
    {
      g_printerr (_("quandary-cli: --turn %u: the game has %u turns\n"), (guint) o->turn, game->run.turns->len);
      return QD_EXIT_USAGE;
    }
  t = o->turn > 0 ? (guint) o->turn - 1 : game->run.turns->len - 1;
  agent = agent_at (o, game, t);
  if ((literal = literal_of (agent, &game->world, &what)) == G_MAXUINT)
    {
      printf ("prove [%u,%u] turn %u unknown\n", what.x, what.y, t + 1);
      return QD_EXIT_OK;
    }
  qd_logic_wumpus_agent_prove (agent, literal, 0, &proof);
  {
    g_autofree char *name = qd_prop_clause_print (qd_logic_wumpus_agent_symbols (agent), &literal, 1);
    g_autofree char *text = qd_logic_wumpus_proof_to_text (agent, &proof);

    printf ("prove %s turn %u %s\n", name, t + 1, proof_status_word (proof.status));
    fputs (text, stdout);
    if (*text != '\0' && text[strlen (text) - 1] != '\n')
      putchar ('\n');
  }
  qd_logic_wumpus_proof_clear (&proof);
  return QD_EXIT_OK;
}

/* ---- the command */

static gboolean
write_pictures (const Options *o, const Game *game)
{
  QdLogicWumpusRenderOptions r;
  const QdLogicWumpusTurn *last = game->run.turns->len > 0
    ? &g_array_index (game->run.turns, QdLogicWumpusTurn, game->run.turns->len - 1) : NULL;
  double w, h;

  qd_logic_wumpus_render_options_init (&r, qd_cli_pictures_palette (&o->pictures));
  r.state = &game->state;
  r.knowledge = last != NULL ? last->knowledge : NULL;
  qd_logic_wumpus_render_get_size (&game->world, &r, &w, &h);
  return qd_cli_pictures_write (&o->pictures, w, h, qd_rendering_draw,
                                &QD_RENDERING (qd_logic_wumpus_render, &game->world, &r));
}

/* --report and --gif: the game's (render/logic/qd-logic-wumpus-report.h). */
static gboolean
write_report (Options *o, const Game *game)
{
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (!qd_cli_report_any (&o->report))
    return TRUE;
  if (qd_cli_report_wants_gif (&o->report)
      && (animation = qd_logic_wumpus_animation_new (&game->world, &game->run)) == NULL)
    {
      g_printerr (_("quandary-cli: %s: --gif: the game has no turn to animate\n"), o->path);
      return FALSE;
    }
  if (qd_cli_report_wanted (&o->report))
    built = qd_logic_wumpus_report_new (&game->world, &game->run, o->random != NULL ? NULL : o->path, o->path,
                                        o->report.palette);
  return qd_cli_report_finish (&o->report, built, animation);
}

static int
run (Options *o)
{
  Game game = { 0 };
  QdCliFile outputs[2];
  int status, n_report;

  if ((n_report = qd_cli_report_outputs (&o->report, outputs)) < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_files (&(const QdCliFile) { NULL, o->random != NULL ? NULL : o->path }, 1,
                                    &o->pictures, outputs, (guint) n_report)) != QD_EXIT_OK)
    return status;
  if (!load_world (o, &game.world))
    return QD_EXIT_INPUT;
  qd_cli_report_begin (&o->report);
  qd_logic_wumpus_state_init (&game.state);
  if (o->human)
    {
      game.run.turns = g_array_new (FALSE, FALSE, sizeof (QdLogicWumpusTurn));
      status = play_human (o, &game, print_turn);
    }
  else
    {
      qd_logic_wumpus_run (&game.world, (guint) o->max_turns, NULL, &game.run);
      for (guint t = 0; t < game.run.turns->len; t++)
        print_turn (o, &game, &g_array_index (game.run.turns, QdLogicWumpusTurn, t), t);
      if (game.run.turns->len > 0)
        game.state = g_array_index (game.run.turns, QdLogicWumpusTurn, game.run.turns->len - 1).after;
    }
  print_end (&game);
  if (status == QD_EXIT_OK && o->prove != NULL)
    status = print_proof (o, &game);
  if (status == QD_EXIT_OK && qd_cli_pictures_wanted (&o->pictures) && !write_pictures (o, &game))
    status = QD_EXIT_INPUT;
  if ((status == QD_EXIT_OK || game.run.status == QD_LOGIC_WUMPUS_RUN_BUDGET) && !write_report (o, &game))
    status = QD_EXIT_INPUT;
  if (status == QD_EXIT_OK && game.run.status == QD_LOGIC_WUMPUS_RUN_BUDGET)
    status = QD_EXIT_LIMIT;
  qd_logic_wumpus_run_clear (&game.run);
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->agent_name);
  g_free (o->random);
  g_free (o->prove);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_report_clear (&o->report);
}

QD_CLI_DEFINE_MAIN (, qd_logic_cli_wumpus)
