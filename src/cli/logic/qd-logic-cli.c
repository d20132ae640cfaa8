/* qd-logic-cli.c — `quandary-cli logic`: a knowledge base asked its
 * queries, or a DIMACS formula solved (docs/contracts.md, "logic"). */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-check.h"
#include "qd-logic-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "problems/logic/qd-logic-teach.h"
#include "problems/qd-problem.h"
#include "render/logic/qd-logic-render-proof.h"
#include "render/qd-rendering.h"
#include "render/logic/qd-logic-worksheet.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (logic)

/* A SAT solver's exit statuses (MiniSat's and CaDiCaL's). */
#define EXIT_SAT 10
#define EXIT_UNSAT 20

typedef struct {
  char *entails;
  char *algorithm_name;
  char *dimacs_out;
  gint64 budget;
  gint64 seed;
  double p;
  gint64 max_flips;
  gint64 conflict;
  gint64 answer;           /* --answer: the fol-bc answer drawn, from 1 (0: the first) */
  QdCliPictures pictures;
  gboolean pictured;       /* the first answer's proof drawn */
  gboolean cnf;
  gboolean steps;
  gboolean all;
  gint64 depth;
  QdCliCheck check;
  QdCliReport report;
  QdLogicAlgorithm algorithm;
  const char *path;
} Options;

/* The answers of a run, one word a line, and why each is what it is. */
typedef struct {
  GPtrArray *why;     /* strings, one per query */
  QdCheckReference reference;
} Answers;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "entails", 'e', 0, G_OPTION_ARG_STRING, &o->entails,
      N_("Ask whether the knowledge base entails QUERY (instead of the file’s ask: lines)"), N_("QUERY") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("truth-table, resolution, fc, bc, dpll, walksat or cdcl (default: truth-table for a knowledge base, "
         "cdcl for DIMACS)"),
      N_("NAME") },
    { "cnf", 0, 0, G_OPTION_ARG_NONE, &o->cnf,
      N_("Print each sentence’s conversion to CNF, step by step, and its clauses"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print the trace: the truth table’s rows, resolution’s clauses, the agenda’s pops, the model"), NULL },
    { "budget", 0, 0, G_OPTION_ARG_INT64, &o->budget,
      N_("Resolution: the most clauses (default 100000); cdcl: the most conflicts; dpll: the most calls; bc: the "
         "most nodes (default: none)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("walksat: the seed of its random choices (default 0)"),
      N_("N") },
    { "p", 0, 0, G_OPTION_ARG_DOUBLE, &o->p, N_("walksat: the probability of a random step, 0 to 1 (default 0.5)"),
      N_("P") },
    { "max-flips", 0, 0, G_OPTION_ARG_INT64, &o->max_flips,
      N_("walksat: the most flips before it says it found no model (default 10000)"), N_("N") },
    { "conflict", 0, 0, G_OPTION_ARG_INT64, &o->conflict,
      N_("cdcl: the conflict whose analysis --steps prints (default 1, the first)"), N_("N") },
    { "all", 0, 0, G_OPTION_ARG_NONE, &o->all,
      N_("fol-fc, fol-bc: every answer (forward chaining to its fixed point), not the first"), NULL },
    { "answer", 0, 0, G_OPTION_ARG_INT64, &o->answer,
      N_("fol-bc: the answer whose proof --png, --svg, --pdf draw, from 1 (default 1; with --all, any)"),
      N_("N") },
    { "depth", 0, 0, G_OPTION_ARG_INT64, &o->depth,
      N_("fol-bc: goals deeper than N fail (default 100, at most 100000)"), N_("N") },
    { "dimacs-out", 0, 0, G_OPTION_ARG_FILENAME, &o->dimacs_out,
      N_("Write the knowledge base’s clauses as DIMACS CNF, comment lines naming the symbols"), N_("FILE") },
    { NULL }
  };

  /* Not given: values no one can type (--p takes finite numbers only). */
  o->p = NAN;
  o->seed = G_MININT64;
  context = qd_cli_context_new (_("FILE — propositional inference on a knowledge base, or a DIMACS formula solved"),
    entries, &o->pictures,
    _("FILE is a knowledge base (.kb: one sentence a line, ¬ ∧ ∨ ⇒ ⇔ or ~ & | => <=>, # comments,\n"
      "ask: QUERY lines) or DIMACS CNF (.cnf).  For each query: query, answer (entailed or\n"
      "not-entailed), algorithm and its figures; with no query, whether the KB is sat or unsat.\n"
      "A DIMACS formula is answered as SAT solvers do: s SATISFIABLE and v lines (exit 10)\n"
      "or s UNSATISFIABLE (exit 20).\n"
      "walksat never proves a formula unsatisfiable: without a model in its flips it answers no-model (exit 4).\n"
      "--png, --svg, --pdf draw the first query's proof: the truth table, the refutation, an AND-OR graph\n"
      "or tree, DPLL's search tree, WalkSAT's flips, or the implication graph of CDCL's conflict.\n"
      "--check compares answers, one word a line per query (entailed, not-entailed, sat, unsat)."));
  qd_cli_check_add_entries (context, &o->check);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a knowledge base or DIMACS FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  o->algorithm = QD_LOGIC_N_ALGORITHMS;
  if (o->algorithm_name != NULL && !qd_logic_algorithm_from_string (o->algorithm_name, &o->algorithm))
    {
      g_autofree char *names = qd_logic_algorithm_names ();
      QD_CLI_USAGE (_("unknown algorithm “%s”: use %s"), o->algorithm_name, names);
    }
  if (o->budget < 0)
    QD_CLI_USAGE (_("--budget must be 0 or more"));
  if ((o->seed < 0 && o->seed != G_MININT64) || o->max_flips < 0 || o->conflict < 0)
    QD_CLI_USAGE (_("--seed, --max-flips and --conflict must be 0 or more"));
  if (!isnan (o->p) && (o->p < 0 || o->p > 1))
    QD_CLI_USAGE (_("--p must be between 0 and 1"));
  if ((!isnan (o->p) || o->seed != G_MININT64 || o->max_flips > 0) && o->algorithm != QD_LOGIC_WALKSAT)
    QD_CLI_USAGE (_("--seed, --p and --max-flips go with --algorithm walksat"));
  if (o->conflict > 0 && o->algorithm != QD_LOGIC_CDCL && o->algorithm != QD_LOGIC_N_ALGORITHMS)
    QD_CLI_USAGE (_("--conflict goes with --algorithm cdcl"));
  if (qd_cli_check_wanted (&o->check) && qd_cli_pictures_wanted (&o->pictures))
    QD_CLI_USAGE (_("--check prints verdicts: it goes with no picture"));
  if (o->answer < 0 || (o->answer > 0 && (o->algorithm != QD_LOGIC_FOL_BC || !qd_cli_pictures_wanted (&o->pictures))))
    QD_CLI_USAGE (_("--answer N (from 1) goes with --algorithm fol-bc and --png, --svg or --pdf"));
  if (o->depth < 0 || o->depth > 100000)
    QD_CLI_USAGE (_("--depth must be from 0 to 100000"));
  if (qd_cli_check_wanted (&o->check) && (o->steps || o->cnf || o->dimacs_out != NULL))
    QD_CLI_USAGE (_("--check prints verdicts: it goes with no --steps, --cnf or --dimacs-out"));
  return qd_cli_check_validate (&o->check, &o->report, FALSE) && qd_cli_report_check (&o->report);
}

/* ---- asking */

/* The ask's options from the command line: the queries' and the report's. */
static void
ask_options (const Options *o, QdLogicAskOptions *options)
{
  qd_logic_ask_options_init (options);
  options->budget = (guint64) o->budget;
  if (!isnan (o->p))
    options->p = o->p;
  if (o->seed != G_MININT64)
    options->seed = (guint64) o->seed;
  if (o->max_flips > 0)
    options->max_flips = (guint64) o->max_flips;
  if (o->conflict > 0)
    options->conflict = (guint64) o->conflict;
  options->all_answers = o->all;
  /* --steps shows a conflict of the file's own clauses */
  options->preprocess = !o->steps;
  options->max_depth = (guint) o->depth;
}

/* The queries to ask: --entails, else the file's, else none (NULL: the
 * KB's satisfiability), as texts (problems/logic/qd-logic-teach.h). */
static GPtrArray *
queries_of (const Options *o, const QdLogicDoc *doc)
{
  return qd_logic_queries (doc, o->entails != NULL ? (const char *const[]) { o->entails, NULL } : NULL);
}

/* The status a finished answer ends the command with. */
static int
status_of (const Options *o, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  switch (r->status)
    {
    case QD_LOGIC_REFUSED:
      {
        g_autofree char *message = g_strdup_printf ("%s: %s: %s", o->path, qd_logic_algorithm_to_string (r->algorithm),
                                                    r->reason);
        g_printerr ("quandary-cli: %s\n", message);
        return QD_EXIT_INPUT;
      }
    case QD_LOGIC_NO_MODEL:
      g_printerr (_("quandary-cli: %s: walksat found no model in its flips: no answer\n"), o->path);
      return QD_EXIT_LIMIT;
    case QD_LOGIC_STOPPED:
    case QD_LOGIC_BUDGET:
      g_printerr (_("quandary-cli: %s: the budget ran out before an answer\n"), o->path);
      return QD_EXIT_LIMIT;
    default:
      if (doc->kind == QD_LOGIC_DOC_DIMACS)
        return r->status == QD_LOGIC_SAT ? EXIT_SAT : EXIT_UNSAT;
      return QD_EXIT_OK;
    }
}

/* The proof of answer `r` drawn in the pictures asked for (--png, --svg,
 * --pdf), by the tab's dispatch (render/logic/qd-logic-render-proof.h). */
static gboolean
write_pictures (const Options *o, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  g_autoptr(GError) error = NULL;
  QdLogicProof proof;
  QdPropRenderOptions options;
  double width, height;
  gboolean ok;

  if (!qd_logic_proof_init (&proof, doc, r, &error))
    {
      g_printerr ("quandary-cli: %s: %s\n", o->path, error->message);
      return FALSE;
    }
  /* --answer N: answer N's proof tree, its caption naming it */
  if (o->answer > 0 && proof.kind == QD_LOGIC_PROOF_FOL_BC)
    {
      guint n = r->fol_bc.answers != NULL ? r->fol_bc.answers->len : 0;

      if ((guint64) o->answer > n)
        {
          g_autofree char *asked = g_strdup_printf ("%" G_GINT64_FORMAT, o->answer);

          /* TRANSLATORS: --answer N past the answers found */
          g_printerr (_("quandary-cli: %s: no answer %s to draw: the query has %u (--all finds every answer)\n"),
                      o->path, asked, n);
          qd_logic_proof_clear (&proof);
          return FALSE;
        }
      proof.fol_bc.answer = (guint) o->answer - 1;
    }
  qd_prop_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
  qd_logic_proof_get_size (&proof, &options, &width, &height);
  ok = qd_cli_pictures_write (&o->pictures, width, height, qd_rendering_draw,
                              &QD_RENDERING (qd_logic_proof_render, &proof, &options));
  qd_logic_proof_clear (&proof);
  return ok;
}

/* The trace after a SAT solver's answer, as its comment lines ("c "). */
static void
print_comment_steps (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  g_autofree char *steps = qd_logic_ask_steps (doc, r, G_MAXUINT, FALSE);
  g_auto(GStrv) lines = g_strsplit (steps, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      printf ("c %s\n", lines[i]);
}

/* One query asked and printed (nothing printed with --check: its word and
 * why go to `answers`). */
static int
ask_one (Options *o, QdLogicDoc *doc, const char *query, Answers *answers, GError **error)
{
  QdLogicAskOptions options;
  QdLogicAskResult r;
  int status;

  ask_options (o, &options);
  if (!qd_logic_ask (doc, query, o->algorithm, &options, &r, error))
    return QD_EXIT_INPUT;
  status = status_of (o, doc, &r);
  if (status != QD_EXIT_INPUT && qd_cli_pictures_wanted (&o->pictures) && !o->pictured)
    {
      o->pictured = TRUE;
      if (!write_pictures (o, doc, &r))
        status = QD_EXIT_INPUT;
    }
  if (answers != NULL)
    {
      g_autofree char *verdict = qd_logic_ask_verdict (doc, &r);
      g_ptr_array_add (answers->why, g_strdup_printf (_("By %s: %s"), qd_logic_algorithm_label (r.algorithm), verdict));
    }
  else if (doc->kind == QD_LOGIC_DOC_DIMACS && status != QD_EXIT_INPUT)
    {
      qd_logic_cli_print_solver (&r);
      if (o->steps)
        print_comment_steps (doc, &r);
    }
  else if (status != QD_EXIT_INPUT)
    {
      g_autofree char *figures = qd_logic_ask_format (doc, &r);
      fputs (figures, stdout);
      if (o->steps)
        {
          g_autofree char *steps = qd_logic_ask_steps (doc, &r, G_MAXUINT, FALSE);
          fputs (steps, stdout);
        }
    }
  if (answers != NULL && status != QD_EXIT_INPUT && status != QD_EXIT_LIMIT)
    g_ptr_array_add (answers->why, g_strdup (qd_logic_status_to_string (r.status)));
  qd_logic_ask_result_clear (&r);
  return status;
}

/* Every query asked: the status of the first that failed, else of the last. */
static int
ask_all (Options *o, QdLogicDoc *doc, Answers *answers)
{
  g_autoptr(GPtrArray) queries = queries_of (o, doc);
  int status = QD_EXIT_OK;

  for (guint i = 0; i < queries->len; i++)
    {
      g_autoptr(GError) error = NULL;

      if (i > 0 && answers == NULL && doc->kind != QD_LOGIC_DOC_DIMACS)
        putchar ('\n');
      status = ask_one (o, doc, g_ptr_array_index (queries, i), answers, &error);
      if (error != NULL)
        {
          g_prefix_error (&error, "%s: %s: ", o->path, _("the query"));
          qd_cli_print_error (error);
        }
      if (status == QD_EXIT_INPUT || status == QD_EXIT_LIMIT)
        return status;
    }
  return status;
}

/* ---- checking */

static void
explain_answer (gconstpointer data, QdCheckResult *result, guint index, const QdCheckText *given)
{
  const Answers *answers = data;

  if (2 * index < answers->why->len)
    qd_check_result_explain (result, "%s", (const char *) g_ptr_array_index (answers->why, 2 * index));
}

static QdCheckResult *
check_answer (const Answers *answers, const char *text, gsize length, gboolean strict)
{
  return qd_check_reference_answer (&answers->reference, text, length, strict, explain_answer, answers);
}

static int
run_check (Options *o, QdLogicDoc *doc)
{
  Answers answers = { .why = g_ptr_array_new_with_free_func (g_free) };
  GString *words = g_string_new (NULL);
  int status = ask_all (o, doc, &answers);

  /* `why` alternates an explanation and a word. */
  for (guint i = 1; i < answers.why->len; i += 2)
    g_string_append_printf (words, "%s\n", (const char *) g_ptr_array_index (answers.why, i));
  qd_check_reference_init (&answers.reference, g_string_free (words, FALSE));
  if (status == QD_EXIT_OK || status == EXIT_SAT || status == EXIT_UNSAT)
    status = qd_cli_check_run (&o->check, (const char *const[]) { o->path, NULL },
                               QD_CLI_CHECK_FUNC (check_answer), &answers);
  qd_check_reference_clear (&answers.reference);
  g_ptr_array_unref (answers.why);
  return status;
}

/* ---- the command */

static int
write_dimacs (const Options *o, QdLogicDoc *doc)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (doc->kind != QD_LOGIC_DOC_PROP)
    {
      g_printerr (_("quandary-cli: %s: --dimacs-out writes a knowledge base’s clauses: this file is DIMACS already\n"),
                  o->path);
      return QD_EXIT_INPUT;
    }
  if ((text = qd_logic_cli_dimacs_text (doc, &error)) == NULL)
    {
      g_prefix_error (&error, "%s: ", o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  return qd_cli_write_text (o->dimacs_out, text) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = NULL;
  QdLogicAskOptions options;
  int status, n_report;
  QdCliFile outputs[3] = { { "--dimacs-out", o->dimacs_out } };

  /* Every output is checked before the work that makes it. */
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + 1)) < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_files (&(const QdCliFile) { NULL, o->path }, 1, &o->pictures, outputs,
                                    1 + (guint) n_report)) != QD_EXIT_OK)
    return status;
  if ((doc = qd_cli_load_format (o->path, qd_logic_problem.format, &error)) == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (doc->kind == QD_LOGIC_DOC_WUMPUS)
    {
      g_printerr (_("quandary-cli: %s: a wumpus world is played: quandary-cli logic wumpus %s\n"), o->path, o->path);
      return QD_EXIT_INPUT;
    }
  if (o->algorithm == QD_LOGIC_N_ALGORITHMS)
    o->algorithm = doc->kind == QD_LOGIC_DOC_DIMACS ? QD_LOGIC_CDCL
                 : doc->kind == QD_LOGIC_DOC_FOL ? QD_LOGIC_FOL_FC : QD_LOGIC_TRUTH_TABLE;
  if (doc->kind == QD_LOGIC_DOC_FOL && (o->cnf || o->dimacs_out != NULL))
    {
      g_printerr (_("quandary-cli: %s: --cnf and --dimacs-out write propositional clauses: this knowledge base is "
                    "first-order\n"), o->path);
      return QD_EXIT_INPUT;
    }
  if (doc->kind == QD_LOGIC_DOC_DIMACS && (o->entails != NULL || o->cnf))
    {
      g_printerr (_("quandary-cli: %s: a DIMACS formula is solved: it takes no --entails and no --cnf\n"), o->path);
      return QD_EXIT_INPUT;
    }
  if (o->dimacs_out != NULL && (status = write_dimacs (o, doc)) != QD_EXIT_OK)
    return status;
  if (qd_cli_check_wanted (&o->check))
    return run_check (o, doc);
  qd_cli_report_begin (&o->report);
  if (o->cnf && !qd_logic_cli_print_cnf (doc, o->entails, &error))
    {
      g_prefix_error (&error, "%s: ", o->path);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = ask_all (o, doc, NULL);
  ask_options (o, &options);
  if (!qd_logic_cli_report (&o->report, doc, o->path, o->entails, o->algorithm, &options))
    return QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->entails);
  g_free (o->algorithm_name);
  g_free (o->dimacs_out);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_check_clear (&o->check);
  qd_cli_report_clear (&o->report);
}

QD_CLI_DEFINE_MAIN (static, ask_main)

/* `logic unify TERM1 TERM2` (qd-logic-cli-fol.c), `logic wumpus WORLD`
 * (qd-logic-cli-wumpus.c), else a file asked. */
static int
cli_main (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "unify"))
    return qd_logic_cli_unify (argc - 1, argv + 1);
  /* `logic wumpus WORLD …` is the wumpus world's (qd-logic-cli-wumpus.c). */
  if (argc >= 2 && g_str_equal (argv[1], "wumpus"))
    return qd_logic_cli_wumpus (argc - 1, argv + 1);
  return ask_main (argc, argv);
}

const QdCliCommand qd_logic_cli_commands[] = {
  { "logic", N_("Propositional inference: entailment by truth table, resolution, forward chaining or SAT"), cli_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_logic_worksheet, NULL } },
  { NULL }
};
