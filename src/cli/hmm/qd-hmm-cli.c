/* qd-hmm-cli.c — `quandary-cli hmm`: reasoning over time.  On a hidden
 * Markov model, filtering, smoothing, fixed-lag smoothing, prediction, the
 * most likely sequence, the likelihood of the evidence and particle
 * filtering; on a board, a seeded ghost hunt or robot localization; a
 * student's answer checked (--check). */
#include "config.h"
#include "qd-hmm-cli.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cli/qd-cli-outputs.h"
#include "problems/hmm/qd-hmm-world.h"
#include "problems/qd-problem.h"
#include "render/hmm/qd-hmm-worksheet.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (hmm)

#define MAX_PARTICLES 10000000
#define MAX_TURNS 1000000
#define MAX_PREDICT 100000000
/* --steps explains at most this many numbers (steps × states). */
#define MAX_STEPS_ENTRIES 1000000

typedef struct {
  char *evidence, *evidence_file, *lag_text, *predict_text, *particles_text, *seed_text, *resample;
  char *turns_text, *hunter, *tolerance_text;
  gboolean filter, smooth, viterbi, likelihood, steps, show, beliefs;
  QdCliOutputs outputs;
  QdCliAgents outside;          /* --move-time, --no-sandbox */
  /* derived */
  const char *path;
  QdHmmAskOptions ask;
  guint turns;
  gboolean stay;
  QdHmmCliAgentRun agent;       /* --hunter program:… or agent:… */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "evidence", 'e', 0, G_OPTION_ARG_STRING, &o->evidence,
      N_("The observations, one a step, comma-separated (- for a step without one)"), N_("E1,E2,…") },
    { "evidence-file", 0, 0, G_OPTION_ARG_FILENAME, &o->evidence_file,
      N_("The observations read from FILE, separated by commas or line ends (# starts a comment)"), N_("FILE") },
    { "filter", 0, 0, G_OPTION_ARG_NONE, &o->filter, N_("P(X_t | e_1:t) at each step (the default)"), NULL },
    { "smooth", 0, 0, G_OPTION_ARG_NONE, &o->smooth, N_("P(X_t | e_1:T) at each step, by forward-backward"), NULL },
    { "lag", 0, 0, G_OPTION_ARG_STRING, &o->lag_text, N_("Fixed-lag smoothing: P(X_t | e_1:t+D) at each step"), "D" },
    { "viterbi", 0, 0, G_OPTION_ARG_NONE, &o->viterbi,
      N_("The most likely sequence, then its probability, posterior and the book's message"), NULL },
    { "predict", 0, 0, G_OPTION_ARG_STRING, &o->predict_text,
      N_("Also the K steps after the evidence, predicted"), "K" },
    { "likelihood", 0, 0, G_OPTION_ARG_NONE, &o->likelihood, N_("The probability of the evidence, P(e_1:T)"), NULL },
    { "particles", 0, 0, G_OPTION_ARG_STRING, &o->particles_text,
      N_("Particle filtering with N particles, beside the exact filter (a board: particles beside each belief)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &o->seed_text, N_("Seed of the particles and of a hunt (default 1)"), "S" },
    { "resample", 0, 0, G_OPTION_ARG_STRING, &o->resample,
      N_("How particles are drawn again: multinomial or systematic (the default)"), N_("METHOD") },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print each step first: the message predicted, weighed and normalised (the book's PREDICT and UPDATE)"),
      NULL },
    { "turns", 0, 0, G_OPTION_ARG_STRING, &o->turns_text, N_("A board: the most turns played (default 50)"), "N" },
    { "hunter", 0, 0, G_OPTION_ARG_STRING, &o->hunter,
      N_("A board: greedy (toward the most likely square of the nearest ghost; the default), stay, or a student's "
         "hunter, program:COMMAND or agent:NAME, graded"), N_("NAME") },
    { "beliefs", 0, 0, G_OPTION_ARG_NONE, &o->beliefs,
      N_("--hunter program: also ask for its beliefs each turn and grade them against the exact ones"), NULL },
    { "tolerance", 0, 0, G_OPTION_ARG_STRING, &o->tolerance_text,
      N_("--beliefs: the largest total variation a right belief may have (default 0.001)"), "X" },
    { "show-ghosts", 0, 0, G_OPTION_ARG_NONE, &o->show, N_("A board: print where the ghosts (the robot) really are"),
      NULL },
    { NULL }
  };

  GOptionContext *context;

  context = qd_cli_outputs_context_new (_("FILE — hidden Markov models, particle filters and ghost hunts"), entries,
    &o->outputs, QD_CLI_OUTPUTS_STEPS,
    _("FILE: a hidden Markov model (*.hmm) or a board (*.hunt, the course's *.lay).\n"
      "On a model, each step t of the evidence prints “t STATE P STATE P …” (10 decimals, the file's\n"
      "states in order); --predict K adds t = T+1 … T+K; --viterbi prints “t STATE”, then\n"
      "“probability P” = P(x*, e_1:T), “posterior P” = P(x* | e_1:T) and “message P” = the book's\n"
      "m_1:T (a probability too small for a double as “log-probability L”); --likelihood prints\n"
      "“log-likelihood L” and “likelihood P”; --particles N adds “total-variation max X at T mean Y”.\n"
      "Evidence of probability 0 is refused naming its step.  On a board, a seeded hunt by the\n"
      "computer's hunter: “turn T move M hunter x,y”, then “ghost I reading R likely x,y P” per ghost\n"
      "(a localization board: “turn T reading N-S- likely x,y P error D”).\n"
      "--check compares a student's lines with these, each probability within 0.005.\n"
      "--hunter program:COMMAND runs a student's hunter over the ghost-hunt protocol and prints its\n"
      "grades (docs/contracts.md, “Ghost hunt agents”)."));
  qd_cli_agents_add_entries (context, &o->outside);
  return context;
}

/* The model's question: at most one of --filter, --smooth, --lag,
 * --viterbi and --likelihood; what goes with it. */
static gboolean
parse_question (Options *o)
{
  guint n = o->filter + o->smooth + (o->lag_text != NULL) + o->viterbi + o->likelihood;
  gint64 value = 0;

  if (n > 1)
    QD_CLI_USAGE (_("--filter, --smooth, --lag, --viterbi and --likelihood are questions: ask one"));
  if (o->particles_text != NULL && n == 1 && !o->filter)
    QD_CLI_USAGE (_("--particles filters: it goes with --filter or alone"));
  if (o->predict_text != NULL && (o->viterbi || o->likelihood))
    QD_CLI_USAGE (_("--predict goes with --filter, --smooth, --lag or --particles"));
  if (o->steps && o->lag_text != NULL)
    QD_CLI_USAGE (_("--steps goes with --filter, --smooth, --viterbi, --likelihood, --predict or --particles"));
  if (o->evidence != NULL && o->evidence_file != NULL)
    QD_CLI_USAGE (_("--evidence and --evidence-file: give the evidence once"));
  o->ask.question = o->smooth ? QD_HMM_SMOOTH : o->lag_text != NULL ? QD_HMM_LAG : o->viterbi ? QD_HMM_VITERBI
                    : o->particles_text != NULL ? QD_HMM_PARTICLES : QD_HMM_FILTER;
  if (o->lag_text != NULL && !qd_cli_parse_integer ("--lag", o->lag_text, 0, G_MAXINT32, &value))
    return FALSE;
  o->ask.lag = (guint) value;
  if (o->predict_text != NULL && !qd_cli_parse_integer ("--predict", o->predict_text, 1, MAX_PREDICT, &value))
    return FALSE;
  o->ask.predict = o->predict_text != NULL ? (guint) value : 0;
  return TRUE;
}

/* --hunter program:COMMAND (or agent:NAME) and what goes with it:
 * --beliefs, --tolerance, --turns (default 300 for a student's hunter),
 * --move-time, --no-sandbox. */
static gboolean
parse_agent (Options *o)
{
  double tolerance = 0.001;
  char *end = NULL;

  if (o->particles_text != NULL || o->show || o->steps || qd_cli_report_any (&o->outputs.report) ||
      qd_cli_pictures_wanted (&o->outputs.pictures) || qd_cli_check_wanted (&o->outputs.check))
    QD_CLI_USAGE (_("--hunter program: grades a student's hunter: it goes with no --particles, --show-ghosts, "
                    "--steps, pictures, report or --check"));
  if (o->tolerance_text != NULL &&
      (!o->beliefs || (tolerance = g_ascii_strtod (o->tolerance_text, &end), *end != '\0' || end == o->tolerance_text) ||
       !(tolerance > 0 && tolerance <= 1)))
    QD_CLI_USAGE (_("--tolerance goes with --beliefs and is a number above 0 and at most 1, not “%s”"),
                  o->tolerance_text);
  if (!qd_cli_agents_check (&o->outside) || !qd_agent_spec_check (o->hunter, NULL))
    {
      if (!qd_agent_spec_check (o->hunter, NULL))
        QD_CLI_USAGE (_("“%s” is not an agent: program:COMMAND or agent:NAME"), o->hunter);
      return FALSE;
    }
  if (o->turns_text == NULL)
    o->turns = 300;
  o->agent = (QdHmmCliAgentRun) { &o->outside, o->hunter, o->beliefs, tolerance };
  return TRUE;
}

/* --particles, --seed, --resample, --turns and --hunter. */
static gboolean
parse_numbers (Options *o)
{
  gint64 particles = 0, seed = 1, turns = 50;

  if ((o->particles_text != NULL && !qd_cli_parse_integer ("--particles", o->particles_text, 1, MAX_PARTICLES,
                                                           &particles)) ||
      (o->seed_text != NULL && !qd_cli_parse_integer ("--seed", o->seed_text, 0, G_MAXINT64, &seed)) ||
      (o->turns_text != NULL && !qd_cli_parse_integer ("--turns", o->turns_text, 0, MAX_TURNS, &turns)))
    return FALSE;
  o->ask.particles = (guint) particles;
  o->ask.seed = (guint64) seed;
  o->turns = (guint) turns;
  if (o->resample != NULL && strcmp (o->resample, "multinomial") == 0)
    o->ask.resample = QD_HIDDEN_RESAMPLE_MULTINOMIAL;
  else if (o->resample != NULL && strcmp (o->resample, "systematic") != 0)
    QD_CLI_USAGE (_("unknown resampling “%s”: use multinomial or systematic"), o->resample);
  if (o->resample != NULL && o->particles_text == NULL)
    QD_CLI_USAGE (_("--resample goes with --particles"));
  if (o->hunter != NULL && qd_agent_spec_is_outside (o->hunter))
    return parse_agent (o);
  if (o->hunter != NULL && strcmp (o->hunter, "greedy") != 0 && strcmp (o->hunter, "stay") != 0)
    QD_CLI_USAGE (_("unknown hunter “%s”: use greedy, stay, program:COMMAND or agent:NAME"), o->hunter);
  if (o->beliefs || o->tolerance_text != NULL)
    QD_CLI_USAGE (_("--beliefs and --tolerance grade a student's hunter: they go with --hunter program:COMMAND"));
  o->stay = o->hunter != NULL && strcmp (o->hunter, "stay") == 0;
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a model or board FILE is needed") : _("only one FILE is allowed"));
  o->path = argv[1];
  qd_hmm_ask_options_init (&o->ask);
  if (!parse_question (o) || !parse_numbers (o))
    return FALSE;
  if (o->likelihood && qd_cli_pictures_wanted (&o->outputs.pictures))
    QD_CLI_USAGE (_("--likelihood prints a number: --png, --svg and --pdf go with the other questions"));
  if (qd_cli_check_wanted (&o->outputs.check) && (o->steps || o->particles_text != NULL))
    QD_CLI_USAGE (_("--check compares a model's exact answer: it goes with no --steps and no --particles"));
  if (o->likelihood && qd_cli_report_wants_gif (&o->outputs.report))
    QD_CLI_USAGE (_("--likelihood prints a number: --gif goes with the other questions"));
  return qd_cli_outputs_validate (&o->outputs) && qd_cli_report_check (&o->outputs.report);
}

/* ------------------------------------------------------------ running */

/* --evidence-file's text as one list: its lines joined by commas, blank
 * lines and comments left out; NULL after printing the error. */
static char *
read_evidence_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GString) list = g_string_new (NULL);
  gsize length;
  char *line, *next;

  if (!qd_cli_read (path, &contents, &length, &error) ||
      !qd_text_validate (contents, length, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, &error))
    {
      if (!g_str_has_prefix (error->message, path))
        g_prefix_error (&error, "%s: ", path);
      qd_cli_print_error (error);
      return NULL;
    }
  for (line = contents; line != NULL; line = next)
    {
      char *hash;

      if ((next = strchr (line, '\n')) != NULL)
        *next++ = '\0';
      if ((hash = strchr (line, '#')) != NULL)   /* within the line, now ended */
        *hash = '\0';
      g_strstrip (line);
      if (*line != '\0' && line[strlen (line) - 1] == ',')
        line[strlen (line) - 1] = '\0';
      if (*line != '\0')
        g_string_append_printf (list, "%s%s", list->len > 0 ? "," : "", line);
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* The evidence read against the model; NULL after printing the error. */
static guint *
read_evidence (const Options *o, const QdHmm *hmm, gsize *T)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = o->evidence_file != NULL ? read_evidence_file (o->evidence_file) : g_strdup (o->evidence);
  guint *evidence;

  if (text == NULL)
    return NULL;
  evidence = qd_hmm_parse_evidence (hmm, text, T, &error);
  if (evidence == NULL)
    {
      g_prefix_error (&error, "%s: %s: ", o->path, o->evidence_file != NULL ? o->evidence_file : "--evidence");
      qd_cli_print_error (error);
    }
  return evidence;
}

/* A usage error found once FILE is read (a model's options on a board…). */
static int
usage (const char *message)
{
  qd_cli_usage_error ("%s", message);
  return QD_EXIT_USAGE;
}

/* A model: the question asked, or answers checked. */
static int
run_model (Options *o, const QdHmmWorld *world)
{
  const QdHmm *hmm = world->hmm;
  g_autofree guint *evidence = NULL;
  QdHmmCliQuestion question = { o->path, hmm, NULL, 0, o->ask, o->likelihood, o->steps };
  QdHmmAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  int status;

  if (o->turns_text != NULL || o->hunter != NULL || o->show)
    return usage (_("--turns, --hunter and --show-ghosts go with a board, not a model"));
  if (o->seed_text != NULL && o->particles_text == NULL)
    return usage (_("on a model --seed seeds the particles: it goes with --particles"));
  if (o->evidence == NULL && o->evidence_file == NULL)
    return usage (_("a model needs its --evidence (or --evidence-file)"));
  if ((evidence = read_evidence (o, hmm, &question.T)) == NULL)
    return QD_EXIT_INPUT;
  question.evidence = evidence;
  if (o->steps && (guint64) question.T * qd_hmm_n_states (hmm) > MAX_STEPS_ENTRIES)
    {
      g_printerr (_("quandary-cli: %s: --steps explains at most %d numbers (steps × states)\n"), o->path,
                  MAX_STEPS_ENTRIES);
      return QD_EXIT_INPUT;
    }
  question.ask.stop = qd_cli_catch_interrupt ();
  if (!qd_cli_check_wanted (&o->outputs.check))
    {
      qd_cli_report_begin (&o->outputs.report);
      status = qd_hmm_cli_model (&question, &o->outputs.pictures);
      if (status == QD_EXIT_OK && !qd_hmm_cli_report_model (&o->outputs.report, &question, world))
        status = QD_EXIT_INPUT;
    }
  else if (!qd_hmm_cli_answer (&question, &answer, &error))
    {
      qd_cli_print_error (error);
      status = QD_EXIT_INPUT;
    }
  else if (answer.status == QD_HIDDEN_STOPPED)
    status = QD_EXIT_STOPPED;
  else
    status = qd_cli_check_run (&o->outputs.check, (const char *const[]) { o->path, o->evidence_file, NULL },
                               QD_CLI_CHECK_FUNC (qd_hmm_cli_check_answer),
                               &(QdHmmCliCheck) { &question, &answer });
  qd_cli_release_interrupt ();
  qd_hmm_answer_clear (&answer);
  return status;
}

/* A board: a seeded hunt played. */
static int
run_board (Options *o, const QdHmmWorld *world)
{
  QdHmmHunt *hunt = world->hunt;
  int status;
  QdHmmCliHunt run = { o->path, hunt, o->ask.seed, o->turns, o->ask.particles, o->ask.resample, o->stay, o->show };

  if (o->evidence != NULL || o->evidence_file != NULL || o->filter || o->smooth || o->lag_text != NULL ||
      o->viterbi || o->likelihood || o->predict_text != NULL || o->steps)
    return usage (_("a board is hunted, not asked: --evidence, the questions and --steps go with a model"));
  if (qd_cli_check_wanted (&o->outputs.check))
    return usage (_("--check goes with a model's question, not a board"));
  if (o->agent.spec != NULL)
    return qd_hmm_cli_run_agent (&run, &o->agent);
  qd_cli_report_begin (&o->outputs.report);
  status = qd_hmm_cli_hunt (&run, &o->outputs.pictures);
  if (status == QD_EXIT_OK && !qd_hmm_cli_report_hunt (&o->outputs.report, &run, world))
    status = QD_EXIT_INPUT;
  return status;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmmWorld) world = NULL;
  QdCliFile inputs[2] = { { NULL, o->path }, { "--evidence-file", o->evidence_file } };
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, inputs, o->evidence_file != NULL ? 2 : 1, NULL, 0,
                                            QD_EXIT_INPUT)) != QD_EXIT_OK)
    return status;
  world = qd_cli_load_format (o->path, qd_hmm_problem.format, &error);
  if (world == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = world->hmm != NULL ? run_model (o, world) : run_board (o, world);
  return status == QD_EXIT_OK && qd_cli_writes_interrupted () ? QD_EXIT_STOPPED : status;
}

static void
clear_options (Options *o)
{
  g_free (o->evidence);
  g_free (o->evidence_file);
  g_free (o->lag_text);
  g_free (o->predict_text);
  g_free (o->particles_text);
  g_free (o->seed_text);
  g_free (o->resample);
  g_free (o->turns_text);
  g_free (o->hunter);
  g_free (o->tolerance_text);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_hmm_cli_commands[] = {
  { "hmm", N_("Filtering, smoothing, Viterbi and particle filters on hidden Markov models; ghost hunts"), cli_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_hmm_worksheet, NULL } },
  { NULL }
};
