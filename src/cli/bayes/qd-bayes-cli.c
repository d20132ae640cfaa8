/* qd-bayes-cli.c — `quandary-cli bayes NETWORK`: posterior marginals of a
 * Bayesian network (BIF or XMLBIF) by enumeration, variable elimination,
 * the junction tree or sampling, one query or a file of them; d-separation;
 * the best decision and the value of information of a decision network;
 * a student's probabilities checked (--check). */
#include "config.h"
#include "qd-bayes-cli.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-outputs.h"
#include "core/qd-alloc.h"
#include "problems/qd-problem.h"
#include "render/bayes/qd-bayes-worksheet.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (bayes)

#define MAX_SAMPLES G_GINT64_CONSTANT (1000000000000)
#define MAX_BURN_IN G_GINT64_CONSTANT (1000000000)

typedef struct {
  char *query, *evidence, *algorithm_name, *order, *samples_text, *seed_text, *burn_in_text;
  char *dsep, *given, *queries, *vpi, *max_entries_text;
  gboolean steps, all_marginals, decide, stats;
  QdCliOutputs outputs;
  /* derived */
  const char *path;
  const char *dsep_y;
  QdBayesAskOptions ask;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "query", 'q', 0, G_OPTION_ARG_STRING, &o->query, N_("The variable whose posterior is printed"), N_("VAR") },
    { "evidence", 'e', 0, G_OPTION_ARG_STRING, &o->evidence, N_("What is observed: VAR=STATE, comma-separated"),
      N_("EVIDENCE") },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("enumeration, ve, junction-tree, prior, rejection, likelihood or gibbs (default ve)"), N_("NAME") },
    { "order", 0, 0, G_OPTION_ARG_STRING, &o->order,
      N_("ve's elimination order: min-degree, min-fill, min-weight, weighted-min-fill (the default) or the "
         "variables to eliminate, comma-separated"), N_("ORDER") },
    { "samples", 'n', 0, G_OPTION_ARG_STRING, &o->samples_text, N_("Samples drawn by a sampler (default 10000)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &o->seed_text, N_("Seed of a sampler (default 1)"), "S" },
    { "burn-in", 0, 0, G_OPTION_ARG_STRING, &o->burn_in_text, N_("gibbs: sweeps thrown away first (default 100)"), "N" },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print ve's steps (the factors joined and made, the largest) or enumeration's tree first"), NULL },
    { "dsep", 0, 0, G_OPTION_ARG_STRING, &o->dsep,
      N_("Whether X and Y (the argument after NETWORK) are d-separated: an active trail, or where trails are blocked"),
      "X" },
    { "given", 0, 0, G_OPTION_ARG_STRING, &o->given, N_("--dsep: the nodes observed, comma-separated"), N_("NODES") },
    { "all-marginals", 0, 0, G_OPTION_ARG_NONE, &o->all_marginals,
      N_("Every node's posterior at once (junction tree)"), NULL },
    { "queries", 0, 0, G_OPTION_ARG_FILENAME, &o->queries,
      N_("Answer every query of FILE, one “VAR | VAR=STATE, …” a line, in one run"), N_("FILE") },
    { "decide", 0, 0, G_OPTION_ARG_NONE, &o->decide,
      N_("The best decision of a decision network: its policy, the expected utilities, the MEU"), NULL },
    { "vpi", 0, 0, G_OPTION_ARG_STRING, &o->vpi, N_("The value of perfect information of a chance node"), N_("VAR") },
    { "max-entries", 0, 0, G_OPTION_ARG_STRING, &o->max_entries_text,
      N_("The most entries a factor or clique may hold (default 134217728, 1 GiB of numbers)"), "N" },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print on stderr the time reading the network took (load-ms) and the answers (time-ms)"), NULL },
    { NULL }
  };

  return qd_cli_outputs_context_new (_("NETWORK — exact and sampled inference in Bayesian and decision networks"),
    entries, &o->outputs, QD_CLI_OUTPUTS_STEPS,
    _("NETWORK: a Bayesian or decision network in BIF (*.bif, as the bnlearn repository writes it) or XMLBIF\n"
      "(*.xml).  --query prints “STATE PROBABILITY” for each state of VAR (10 decimals), then\n"
      "“P(evidence) X” for an exact algorithm, or “samples N kept K effective E” for a sampler.\n"
      "--queries answers a file of queries, one block per query headed by its line.\n"
      "--dsep X Y [--given Z] prints “dependent” and an active trail, or “independent” and the nodes\n"
      "where trails are blocked.  --check compares a student's probabilities (a number for the\n"
      "first state, STATE=P pairs, or these lines) with the exact ones, within 0.005.\n"
      "Evidence of probability 0 and factors past --max-entries are refused, never answered."));
}

/* --samples, --seed, --burn-in: only with a sampler. */
static gboolean
parse_sampling (Options *o)
{
  QdBayesAskOptions *a = &o->ask;
  gint64 samples = (gint64) a->samples, seed = (gint64) a->seed, burn_in = a->burn_in;
  gboolean exact = qd_bayes_algorithm_is_exact (a->algorithm);

  if (exact && (o->samples_text != NULL || o->seed_text != NULL || o->burn_in_text != NULL))
    QD_CLI_USAGE (_("--samples, --seed and --burn-in go with a sampler: --algorithm prior, rejection, likelihood "
                    "or gibbs"));
  if (o->burn_in_text != NULL && a->algorithm != QD_BAYES_GIBBS)
    QD_CLI_USAGE (_("--burn-in goes with --algorithm gibbs"));
  if ((o->samples_text != NULL && !qd_cli_parse_integer ("--samples", o->samples_text, 1, MAX_SAMPLES, &samples)) ||
      (o->seed_text != NULL && !qd_cli_parse_integer ("--seed", o->seed_text, 0, G_MAXINT64, &seed)) ||
      (o->burn_in_text != NULL && !qd_cli_parse_integer ("--burn-in", o->burn_in_text, 0, MAX_BURN_IN, &burn_in)))
    return FALSE;
  a->samples = (guint64) samples;
  a->seed = (guint64) seed;
  a->burn_in = (guint) burn_in;
  return TRUE;
}

/* --algorithm, --order, --steps, --max-entries and the sampler's options. */
static gboolean
parse_algorithm (Options *o)
{
  QdBayesAskOptions *a = &o->ask;
  gint64 max_entries = 0;

  if (o->algorithm_name != NULL)
    {
      gint algorithm = qd_bayes_algorithm_from_string (o->algorithm_name);

      if (algorithm < 0)
        QD_CLI_USAGE (_("unknown algorithm “%s”: use enumeration, ve, junction-tree, prior, rejection, likelihood "
                        "or gibbs"), o->algorithm_name);
      a->algorithm = (QdBayesAlgorithm) algorithm;
    }
  if (o->order != NULL)
    {
      gint heuristic = qd_belief_order_from_string (o->order);

      if (a->algorithm != QD_BAYES_VE && !(heuristic >= 0 && (a->algorithm == QD_BAYES_JUNCTION_TREE || o->all_marginals)))
        QD_CLI_USAGE (_("--order goes with --algorithm ve (a heuristic's name also with the junction tree)"));
      if (heuristic >= 0 && heuristic != QD_BELIEF_ORDER_GIVEN)
        {
          /* The heuristic asked for is kept, even where another's order would be smaller. */
          a->heuristic = (QdBeliefOrderHeuristic) heuristic;
          a->other_heuristics = FALSE;
        }
      else
        {
          a->heuristic = QD_BELIEF_ORDER_GIVEN;
          a->order = o->order;
        }
    }
  if (o->steps && a->algorithm != QD_BAYES_VE && a->algorithm != QD_BAYES_ENUMERATION)
    QD_CLI_USAGE (_("--steps goes with --algorithm ve or enumeration"));
  if (o->max_entries_text != NULL &&
      !qd_cli_parse_integer ("--max-entries", o->max_entries_text, 1, G_MAXINT64, &max_entries))
    return FALSE;
  a->max_entries = (guint64) max_entries;
  return parse_sampling (o);
}

/* Exactly one question: --query, --queries, --dsep, --all-marginals,
 * --decide or --vpi; the options that go with it. */
static gboolean
parse_question (Options *o, int argc)
{
  guint n = (o->query != NULL) + (o->queries != NULL) + (o->dsep != NULL) + o->all_marginals + o->decide +
            (o->vpi != NULL);
  gboolean answers = o->query != NULL || o->queries != NULL;

  if (n == 0)
    QD_CLI_USAGE (_("what is asked? --query, --queries, --dsep, --all-marginals, --decide or --vpi"));
  if (n > 1)
    QD_CLI_USAGE (_("--query, --queries, --dsep, --all-marginals, --decide and --vpi are questions: ask one"));
  if (argc != (o->dsep != NULL ? 3 : 2))
    QD_CLI_USAGE ("%s", argc < 2 ? _("a NETWORK file is needed")
                        : o->dsep != NULL ? _("--dsep X Y: X, then NETWORK and Y")
                        : _("only one NETWORK is allowed"));
  if (o->given != NULL && o->dsep == NULL)
    QD_CLI_USAGE (_("--given goes with --dsep (the other questions take --evidence)"));
  if (o->evidence != NULL && (o->dsep != NULL || o->queries != NULL))
    QD_CLI_USAGE (_("--evidence goes with no %s"),
                  o->dsep != NULL ? "--dsep (use --given)" : "--queries (each line has its own)");
  if (!answers && (o->algorithm_name != NULL || o->steps || o->samples_text != NULL || o->seed_text != NULL ||
                   o->burn_in_text != NULL))
    QD_CLI_USAGE (_("--algorithm, --steps, --samples, --seed and --burn-in go with --query or --queries"));
  if (o->order != NULL && !answers && !o->all_marginals)
    QD_CLI_USAGE (_("--order goes with --query, --queries or --all-marginals"));
  if (qd_cli_check_wanted (&o->outputs.check) && (o->query == NULL || o->steps))
    QD_CLI_USAGE (_("--check compares the probabilities of one --query: it goes with no --steps"));
  if (o->queries != NULL && (qd_cli_report_any (&o->outputs.report) || qd_cli_pictures_wanted (&o->outputs.pictures)))
    QD_CLI_USAGE (_("--queries prints answers only: pictures and reports go with the other questions"));
  if (o->query == NULL && qd_cli_report_wants_gif (&o->outputs.report))
    QD_CLI_USAGE (_("--gif shows a query's sampling or elimination: it goes with --query"));
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  qd_bayes_ask_options_init (&o->ask);
  if (!parse_question (o, argc))
    return FALSE;
  o->path = argv[1];
  o->dsep_y = o->dsep != NULL ? argv[2] : NULL;
  if (!parse_algorithm (o) || !qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_cli_report_check (&o->outputs.report);
}

/* ------------------------------------------------------------ running */

/* The process's allocator, set by the program (the library does not): a
 * batch of questions makes and frees tables of 100 KiB to a few MiB over and
 * over.  glibc's malloc maps those past its mmap threshold afresh each time,
 * and hands the top of its heap back: the first queries of a run paid for
 * fresh pages (a fault and its clearing each, dear on a virtual machine),
 * where a query asked again did not (mildew's query 2: 8 ms, then 1.3 ms).
 * Kept in the heap here, and for a file of queries the first blocks of the
 * kept store (qd-alloc.h) made with the network: bench-bayes, ms a query,
 * mildew 0.66 → 0.27, water 0.35 → 0.20, pathfinder 0.21 → 0.10. */
static void
tune_allocator (void)
{
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, 32 << 20);   /* glibc's largest */
  mallopt (M_TRIM_THRESHOLD, 512 << 20);
  mallopt (M_TOP_PAD, 16 << 20);
#endif
}

/* NETWORK read; NULL after printing the error. */
static QdBayesNet *
open_network (const Options *o)
{
  g_autoptr(GError) error = NULL;
  QdBayesNet *net = qd_cli_load_format (o->path, qd_bayes_problem.format, &error);

  if (net == NULL)
    qd_cli_print_error (error);
  else
    qd_bayes_net_numbers (net);
  return net;
}

/* --query and --evidence, read against the network; FALSE after printing
 * the error. */
static gboolean
read_question (const Options *o, const QdBayesNet *net, gint *query, gint *evidence)
{
  g_autoptr(GError) error = NULL;

  if (o->query != NULL && (*query = qd_bayes_net_find (net, g_strstrip (o->query))) < 0)
    g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("--query: no node is named “%s”"), o->query);
  else if (!qd_bayes_parse_evidence (net, o->evidence != NULL ? o->evidence : "", evidence, &error))
    g_prefix_error (&error, "--evidence: ");
  if (error == NULL)
    return TRUE;
  g_prefix_error (&error, "%s: ", o->path);
  qd_cli_print_error (error);
  return FALSE;
}

/* --query: the steps, then the answer; or the answers checked. */
static int
run_query (Options *o, QdBayesCliRun *run, guint query, const gint *evidence)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdBayesAnswer answer = { 0 };
  int status = QD_EXIT_OK;

  if (!qd_bayes_cli_answer (run, query, evidence, out, &answer, &error))
    {
      g_prefix_error (&error, "%s: ", o->path);
      qd_cli_print_error (error);
      status = QD_EXIT_INPUT;
    }
  else if (answer.status == QD_BELIEF_STOPPED)
    {
      g_printerr (_("quandary-cli: stopped before the end: nothing is printed\n"));
      status = QD_EXIT_STOPPED;
    }
  else if (qd_cli_check_wanted (&o->outputs.check))
    {
      QdBayesCliCheck check = { run->net, query, answer.posterior };

      status = qd_cli_check_run (&o->outputs.check, (const char *const[]) { o->path, NULL },
                                 QD_CLI_CHECK_FUNC (qd_bayes_cli_check_answer), &check);
    }
  else
    {
      qd_bayes_cli_format_answer (out, run, query, &answer);
      fputs (out->str, stdout);
      fflush (stdout);
    }
  qd_bayes_answer_clear (&answer);
  return status;
}

/* The question asked of the network read, with its pictures and report. */
static int
ask (Options *o, QdBayesCliRun *run)
{
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (run->net));
  QdBayesCliPicture what = { -1, evidence, o->decide || o->vpi != NULL };
  int status;

  if (o->queries != NULL)
    return qd_bayes_cli_queries (run, o->queries, o->stats);
  if (!qd_cli_check_wanted (&o->outputs.check))
    qd_cli_report_begin (&o->outputs.report);
  if (o->dsep != NULL)
    {
      what.evidence = NULL;
      status = qd_bayes_cli_dsep (run, o->dsep, o->dsep_y, o->given, &o->outputs.pictures);
    }
  else if (!read_question (o, run->net, &what.query, evidence))
    return QD_EXIT_INPUT;
  else if (o->all_marginals)
    status = qd_bayes_cli_all_marginals (run, evidence);
  else if (o->decide)
    status = qd_bayes_cli_decide (run, evidence);
  else if (o->vpi != NULL)
    status = qd_bayes_cli_vpi (run, evidence, g_strstrip (o->vpi));
  else
    status = run_query (o, run, (guint) what.query, evidence);
  if (status != QD_EXIT_OK || qd_cli_check_wanted (&o->outputs.check))
    return status;
  if ((o->dsep == NULL && !qd_bayes_cli_write_pictures (&o->outputs.pictures, run, &what)) ||
      !qd_bayes_cli_finish_report (&o->outputs.report, run, &what))
    return QD_EXIT_INPUT;
  return qd_cli_writes_interrupted () ? QD_EXIT_STOPPED : QD_EXIT_OK;
}

static int
run (Options *o)
{
  g_autoptr(QdBayesNet) net = NULL;
  QdCliFile inputs[2] = { { NULL, o->path }, { "--queries", o->queries } };
  QdBayesCliRun bayes_run = { NULL, o->path, o->ask, o->steps };
  gint64 start = g_get_monotonic_time ();
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, inputs, o->queries != NULL ? 2 : 1, NULL, 0,
                                            QD_EXIT_INPUT)) != QD_EXIT_OK)
    return status;
  tune_allocator ();
  if ((net = open_network (o)) == NULL)
    return QD_EXIT_INPUT;
  if (o->queries != NULL)
    qd_big_reserve ((gsize) 2 << 20, 4);
  if (o->stats)
    {
      char ms[QD_BAYES_CLI_NUMBER];

      g_printerr ("load-ms %s\n", QD_BAYES_CLI_FORMAT (ms, "%.3f", (g_get_monotonic_time () - start) / 1000.0));
    }
  bayes_run.net = net;
  bayes_run.ask.stop = qd_cli_catch_interrupt ();
  status = ask (o, &bayes_run);
  qd_cli_release_interrupt ();
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->query);
  g_free (o->evidence);
  g_free (o->algorithm_name);
  g_free (o->order);
  g_free (o->samples_text);
  g_free (o->seed_text);
  g_free (o->burn_in_text);
  g_free (o->dsep);
  g_free (o->given);
  g_free (o->queries);
  g_free (o->vpi);
  g_free (o->max_entries_text);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_bayes_cli_commands[] = {
  { "bayes", N_("Posteriors, d-separation, decisions and the value of information in Bayesian networks"),
    cli_main, .worksheets = (const QdWorksheetKind *const[]) { &qd_bayes_worksheet, NULL } },
  { NULL }
};
