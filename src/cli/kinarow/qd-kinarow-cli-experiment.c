/* qd-kinarow-cli-experiment.c — `quandary-cli experiment kinarow`: the
 * alpha-beta lab.  Each position is solved by every row of the lab
 * (problems/kinarow/qd-kinarow-solve.h), each row one technique more than
 * the row above; nodes and time per position, then their means. */
#include "config.h"
#include "qd-kinarow-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-text.h"
#include "problems/kinarow/qd-kinarow-solve.h"

#define DEFAULT_BUDGET 1000000
#define N_CONFIGS QD_KINAROW_LAB_N_CONFIGS

/* The bundled sets: the first lines of Pascal Pons' test sets with their
 * published scores (blog.gamesolver.org, "Part 2 -- Test protocol"): end,
 * the first 20 positions of Test_L3_R1 with 29 stones (the end set's
 * hardest for plain negamax); middle, the first 6 of Test_L2_R1 and the
 * first 4 of Test_L2_R2;
 * beginning, the first 10 of Test_L1_R1. */
static const struct {
  const char *name;
  const char *lines;
} bundled_sets[] = {
  { "end",
    "52677675164321472411331752454 0\n67152117737262713366376314254 6\n"
    "12156756715535615116237724723 -2\n26512741647245111351472255277 -5\n"
    "47715713331437527153255735112 0\n75671334317317336771215665546 -4\n"
    "26152653322136634677576524721 0\n22264616135732655536513176725 -4\n"
    "31161436231375514162762677336 1\n11617255152412223243461443755 3\n"
    "45512272164216512124665566753 0\n13221637674233315611217775236 -2\n"
    "12514726155174536522772517671 -3\n56166146423261152341216473547 4\n"
    "66333444714334751354116675176 2\n13572574574336771444755135121 2\n"
    "32374265746742266767547622145 2\n61771566546513437644572641471 -2\n"
    "26147775643744425655347565333 1\n24763233527423124256453513746 -5\n" },
  { "middle",
    "5554224333234511764415115 4\n52753311433677442422121 8\n1233722555341451114725221333 -1\n"
    "271713432331713132 -11\n6672375354252731116762237724 -2\n763452543756455357732314 -8\n"
    "274552224131661 0\n5455174361263362 -1\n2531276566711153 2\n37313333717124171162542 3\n" },
  { "beginning",
    "32164625 11\n6146 18\n243335424257 12\n5512243243536 13\n22144426444 15\n265756512 -12\n"
    "65444437612 13\n17516442226766 8\n7343363417254 14\n74746315233 15\n" },
};

typedef struct {
  char *set;
  char *positions_path;
  gint64 limit;
  gint64 budget;
  char *csv_path;
} Options;

typedef struct {
  char moves[QD_KINAROW_C4_CELLS + 1];
  QdKinarowC4 pos;
  gboolean has_score;
  gint score;                 /* published (the set or the file), or found by the last row */
  guint64 nodes[N_CONFIGS];
  gint64 time_us[N_CONFIGS];
  gboolean capped[N_CONFIGS];
} Entry;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "set", 0, 0, G_OPTION_ARG_STRING, &o->set,
      N_("The bundled positions: end (20, the default), middle (10) or beginning (10)"), N_("SET") },
    { "positions", 0, 0, G_OPTION_ARG_FILENAME, &o->positions_path,
      N_("Positions from a file instead, a line each: MOVES [SCORE]"), N_("FILE") },
    { "limit", 0, 0, G_OPTION_ARG_INT64, &o->limit, N_("The first N positions only (default: all)"), N_("N") },
    { "budget", 0, 0, G_OPTION_ARG_INT64, &o->budget,
      N_("Nodes a search may visit on one position (default 1000000)"), N_("NODES") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv_path, N_("Write a row per position and search as CSV"),
      N_("FILE") },
    { NULL }
  };

  return qd_cli_context_new (
    _("— Connect Four: the alpha-beta lab, each enhancement switched on in turn"), entries, NULL,
    _("Solves each position with eight searches, each one technique more than the one before: plain\n"
      "negamax; alpha-beta; the centre columns first; a transposition table; null-window searches\n"
      "over the score's range; the same on bitboards; only the moves that do not lose at once;\n"
      "moves ordered by the threats they make (the exact solver itself).  Prints the\n"
      "nodes and microseconds of each search on each position, then their means.  A search that\n"
      "visits its budget of nodes is stopped and marked “+” (its nodes are then a lower bound).\n"
      "Ctrl-C stops: the positions done are reported, the exit status is 130."));
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->budget = DEFAULT_BUDGET;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 1)
    QD_CLI_USAGE (_("unexpected argument “%s”"), argv[1]);
  if (o->set != NULL && o->positions_path != NULL)
    QD_CLI_USAGE (_("--set and --positions: one or the other"));
  if (o->limit < 0 || o->budget < 1)
    QD_CLI_USAGE (_("--limit is 0 (all) or more, --budget 1 or more"));
  return qd_cli_check_files (&(const QdCliFile) { "--positions", o->positions_path }, 1, NULL,
                             &(const QdCliFile) { "--csv", o->csv_path }, 1) == QD_EXIT_OK;
}

/* Reads "MOVES [SCORE]" lines into `entries` (blank lines and lines from
 * "#" skipped); FALSE with an error naming the line. */
static gboolean
read_positions (const char *text, const char *where, GArray *entries, GError **error)
{
  g_auto(GStrv) lines = g_strsplit (text + qd_text_skip_bom (text, strlen (text)), "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      Entry e = { 0 };
      g_autoptr(GError) local = NULL;
      const char *line = lines[i] + strspn (lines[i], " \t\r"), *rest;
      gsize length = strcspn (line, " \t\r");

      if (*line == '\0' || *line == '#')
        continue;
      if (length > QD_KINAROW_C4_CELLS || !qd_kinarow_c4_parse (&e.pos, line, &local))
        {
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("%s, line %u: %s"), where, i + 1,
                       local != NULL ? local->message : _("more moves than cells"));
          return FALSE;
        }
      memcpy (e.moves, line, length);
      rest = line + length + strspn (line + length, " \t\r");
      if (*rest != '\0')
        {
          g_autofree char *word = g_strndup (rest, strcspn (rest, " \t\r"));
          gint64 score;

          /* A whole number in the scores' range and nothing after it: not
           * "1e3" (1), not 99999999999999999999 (which wrapped to -1). */
          if (rest[strlen (word) + strspn (rest + strlen (word), " \t\r")] != '\0' || *word == '+'
              || !g_ascii_string_to_signed (word, 10, -(QD_KINAROW_C4_MAX_SCORE + 3), QD_KINAROW_C4_MAX_SCORE + 3,
                                            &score, NULL))
            {
              g_autofree char *shown = qd_text_quote (rest, strlen (g_strchomp (lines[i])) - (rest - lines[i]));

              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           _("%s, line %u: “%s” is no score: a whole number from %d to %d"), where, i + 1, shown,
                           -(QD_KINAROW_C4_MAX_SCORE + 3), QD_KINAROW_C4_MAX_SCORE + 3);
              return FALSE;
            }
          e.score = (gint) score;
          e.has_score = TRUE;
        }
      g_array_append_val (entries, e);
    }
  return TRUE;
}

/* The positions of --positions or --set; NULL after saying why (status in *status). */
static GArray *
load_positions (const Options *o, int *status)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *set = o->set != NULL ? o->set : "end";

  *status = QD_EXIT_INPUT;
  if (o->positions_path != NULL)
    {
      if (!g_file_get_contents (o->positions_path, &text, NULL, &error)
          || !read_positions (text, o->positions_path, entries, &error))
        {
          qd_cli_print_error (error);
          return NULL;
        }
    }
  else
    {
      guint k = 0;

      while (k < G_N_ELEMENTS (bundled_sets) && strcmp (bundled_sets[k].name, set) != 0)
        k++;
      if (k == G_N_ELEMENTS (bundled_sets))
        {
          qd_cli_usage_error (_("--set: “%s” is none of end, middle, beginning"), set);
          *status = QD_EXIT_USAGE;
          return NULL;
        }
      g_assert (read_positions (bundled_sets[k].lines, set, entries, NULL));
    }
  if (o->limit > 0 && entries->len > o->limit)
    g_array_set_size (entries, (guint) o->limit);
  return g_steal_pointer (&entries);
}

/* Runs every row on `e`; FALSE when Ctrl-C stopped it. */
static gboolean
run_entry (QdKinarowSolver *solver, Entry *e, guint64 budget, const gint *stop, guint index)
{
  QdKinarowSolveLimits limits = { .max_nodes = budget, .stop = stop };

  qd_kinarow_solver_set_limits (solver, &limits);
  for (guint k = 0; k < N_CONFIGS; k++)
    {
      gint64 start = g_get_monotonic_time ();
      gint score = 0;
      QdKinarowSolveStatus status = qd_kinarow_solver_lab (solver, k, &e->pos, &score);

      e->time_us[k] = g_get_monotonic_time () - start;
      e->nodes[k] = qd_kinarow_solver_nodes (solver);
      if (g_atomic_int_get (stop))
        return FALSE;
      e->capped[k] = status != QD_KINAROW_SOLVE_DONE;
      if (e->capped[k])
        continue;
      if (e->has_score && score != e->score)
        g_printerr (_("quandary-cli: position %u (%s): the search “%s” finds %d, not %d\n"), index + 1, e->moves,
                    qd_kinarow_lab_config_label (k), score, e->score);
      e->score = score;
      e->has_score = TRUE;
    }
  return TRUE;
}

static void
print_entry (const Entry *e, guint index)
{
  printf (_("Position %u: %s (score %d)\n"), index + 1, e->moves, e->score);
  for (guint k = 0; k < N_CONFIGS; k++)
    printf ("  %-28s %12" PRIu64 "%s %12" PRId64 " µs\n", qd_kinarow_lab_config_label (k), e->nodes[k],
            e->capped[k] ? "+" : " ", e->time_us[k]);
}

/* The table of means over the `n` positions done. */
static void
print_means (const Entry *entries, guint n)
{
  printf ("\n%s\n", _("Means over the positions (“+”: some searches ran out of budget, a lower bound)"));
  printf ("  %-28s %13s %15s %s\n", _("Search"), _("Nodes"), _("Time (µs)"), _("Out of budget"));
  for (guint k = 0; k < N_CONFIGS; k++)
    {
      double nodes = 0, time = 0;
      guint capped = 0;

      for (guint i = 0; i < n; i++)
        {
          nodes += (double) entries[i].nodes[k];
          time += (double) entries[i].time_us[k];
          capped += entries[i].capped[k];
        }
      printf ("  %-28s %12.0f%s %15.0f %u\n", qd_kinarow_lab_config_label (k), n ? nodes / n : 0,
              capped ? "+" : " ", n ? time / n : 0, capped);
    }
}

static char *
entries_to_csv (const Entry *entries, guint n)
{
  GString *out = g_string_new ("position,moves,score,search,nodes,microseconds,out_of_budget\n");

  for (guint i = 0; i < n; i++)
    for (guint k = 0; k < N_CONFIGS; k++)
      g_string_append_printf (out, "%u,%s,%d,%s,%" PRIu64 ",%" PRId64 ",%s\n", i + 1, entries[i].moves,
                              entries[i].score, qd_kinarow_lab_config_id (k), entries[i].nodes[k],
                              entries[i].time_us[k], entries[i].capped[k] ? "yes" : "no");
  return g_string_free (out, FALSE);
}

static int
run (Options *o)
{
  g_autoptr(QdKinarowSolver) solver = NULL;
  g_autoptr(GArray) entries = NULL;
  const gint *stop;
  guint done = 0;
  int status;

  entries = load_positions (o, &status);
  if (entries == NULL)
    return status;
  solver = qd_kinarow_solver_new ();
  printf (_("Connect Four alpha-beta lab: %u positions, a budget of %" PRId64 " nodes a search\n\n"), entries->len,
          o->budget);
  stop = qd_cli_catch_interrupt ();
  for (; done < entries->len; done++)
    {
      Entry *e = &g_array_index (entries, Entry, done);

      if (!run_entry (solver, e, (guint64) o->budget, stop, done))
        break;
      print_entry (e, done);
      fflush (stdout);
    }
  qd_cli_release_interrupt ();
  print_means ((const Entry *) entries->data, done);
  if (o->csv_path != NULL)
    {
      g_autofree char *csv = entries_to_csv ((const Entry *) entries->data, done);

      if (!qd_cli_write_text (o->csv_path, csv))
        return QD_EXIT_INPUT;
    }
  if (done < entries->len)
    {
      printf (_("Stopped after %u of %u positions.\n"), done, entries->len);
      return QD_EXIT_STOPPED;
    }
  return QD_EXIT_OK;
}

static void
clear_options (Options *o)
{
  g_free (o->set);
  g_free (o->positions_path);
  g_free (o->csv_path);
}

QD_CLI_DEFINE_MAIN (G_GNUC_INTERNAL, qd_kinarow_cli_experiment)
