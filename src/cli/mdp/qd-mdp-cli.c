/* qd-mdp-cli.c — `quandary-cli mdp GRID`: planning with a known model
 * (value iteration, asynchronous, prioritized sweeping, policy iteration)
 * and learning without it (--learn), on a grid world in the Quandary format
 * or the course's `.test` file; the values, Q-values and policy printed in
 * the grid's layout (qd-mdp-cli-print.c), or a student's checked (--check). */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"
#include "problems/qd-problem.h"
#include "render/mdp/qd-mdp-worksheet.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mdp)

/* The most iterations, updates, rounds or episodes a command line asks for. */
#define MAX_STEPS G_GINT64_CONSTANT (1000000000)

typedef struct {
  char *convention_name;
  char *algorithm_name;
  char *learn_name;
  char *features_name;
  char *iterations_text;
  char *episodes_text;
  char *sweeps_text;
  char *experiences;
  double discount, noise, living_reward;   /* NaN: not given */
  double epsilon, explore_epsilon, alpha;  /* NaN: not given */
  double explore_bonus, r_plus;            /* NaN: not given */
  char *explore_n_text;
  char *agent;                             /* --agent SPEC */
  double threshold;                        /* NaN: not given */
  char *last_text;
  QdCliAgents outside;                     /* --move-time, --no-sandbox */
  gint64 seed;
  gboolean values, q_values, policy, steps;
  QdCliOutputs outputs;
  /* derived */
  const char *path;
  guint show;
  QdMdpCliPlan plan;
  QdMdpCliLearn learn;
  gboolean learning;
  QdMdpCliAgentRun agent_run;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "convention", 0, 0, G_OPTION_ARG_STRING, &o->convention_name,
      N_("aima or course: the rewards and terminals (default: the file's; a .test file is the course's)"), N_("NAME") },
    { "discount", 0, 0, G_OPTION_ARG_DOUBLE, &o->discount, N_("The discount γ, in (0, 1] (default: the file's)"), "G" },
    { "noise", 0, 0, G_OPTION_ARG_DOUBLE, &o->noise, N_("The chance of slipping sideways, in [0, 1] (default: the file's)"),
      "P" },
    { "living-reward", 0, 0, G_OPTION_ARG_DOUBLE, &o->living_reward,
      N_("The reward of every open cell (default: the file's)"), "R" },
    { "algorithm", 'a', 0, G_OPTION_ARG_STRING, &o->algorithm_name,
      N_("value-iteration, async, prioritized, policy-iteration or modified-pi (default value-iteration)"), N_("NAME") },
    { "iterations", 'k', 0, G_OPTION_ARG_STRING, &o->iterations_text,
      N_("Iterations (sweeps; async and prioritized: updates of one state; policy iteration: rounds) "
         "(default: until the bound)"), "K" },
    { "epsilon", 'e', 0, G_OPTION_ARG_DOUBLE, &o->epsilon,
      N_("Stop once the residual is at most ε(1-γ)/γ, the book's bound (default 0.001 without --iterations)"), "E" },
    { "evaluation-sweeps", 0, 0, G_OPTION_ARG_STRING, &o->sweeps_text,
      N_("modified-pi: sweeps of each policy evaluation (default 20)"), "N" },
    { "values", 0, 0, G_OPTION_ARG_NONE, &o->values, N_("Print the values"), NULL },
    { "q-values", 0, 0, G_OPTION_ARG_NONE, &o->q_values, N_("Print the Q-values, one block per action"), NULL },
    { "policy", 0, 0, G_OPTION_ARG_NONE, &o->policy, N_("Print the policy"), NULL },
    { "steps", 0, 0, G_OPTION_ARG_NONE, &o->steps,
      N_("Print each step first: an iteration's residual, an updated state, a round's changes, an experience"), NULL },
    { "learn", 'l', 0, G_OPTION_ARG_STRING, &o->learn_name,
      N_("Learn without the model: q-learning, sarsa, td, adp, direct or approximate"), N_("NAME") },
    { "episodes", 'n', 0, G_OPTION_ARG_STRING, &o->episodes_text,
      N_("Episodes simulated with the seeded generator (default 100 without --experiences)"), "N" },
    { "experiences", 0, 0, G_OPTION_ARG_FILENAME, &o->experiences,
      N_("Learn from a transcript, one “(x, y) ACTION REWARD (x', y')” a line, before any episode"), N_("FILE") },
    { "alpha", 0, 0, G_OPTION_ARG_DOUBLE, &o->alpha, N_("The learning rate, in (0, 1]; 0: 60/(59+n) (default 0.5)"),
      "A" },
    { "explore-epsilon", 0, 0, G_OPTION_ARG_DOUBLE, &o->explore_epsilon,
      N_("The chance of a random action while learning, in [0, 1] (default 0.3)"), "E" },
    { "explore-bonus", 0, 0, G_OPTION_ARG_DOUBLE, &o->explore_bonus,
      N_("Explore by the course's function u + K/(n+1) of a pair tried n times, instead of ε-greedy"), "K" },
    { "explore-n", 0, 0, G_OPTION_ARG_STRING, &o->explore_n_text,
      N_("Explore by AIMA's function: R+ until a pair is tried N times, instead of ε-greedy"), "N" },
    { "r-plus", 0, 0, G_OPTION_ARG_DOUBLE, &o->r_plus, N_("AIMA's optimistic value R+ of --explore-n (default 1)"), "R" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the simulated episodes (default 1)"), "S" },
    { "agent", 0, 0, G_OPTION_ARG_STRING, &o->agent,
      N_("Run and grade a student's learning agent (program:COMMAND or agent:NAME, docs/agents.md)"), N_("AGENT") },
    { "threshold", 0, 0, G_OPTION_ARG_DOUBLE, &o->threshold,
      N_("--agent: the mean return of the last episodes that passes (default: not graded)"), "T" },
    { "last-episodes", 0, 0, G_OPTION_ARG_STRING, &o->last_text,
      N_("--agent: the episodes the mean return is over (default 10)"), "N" },
    { "features", 0, 0, G_OPTION_ARG_STRING, &o->features_name,
      N_("approximate: identity, coordinates or a file of named features (default identity)"), N_("NAME") },
    { NULL }
  };

  GOptionContext *context;

  context = qd_cli_outputs_context_new (_("GRID — value and policy iteration, Q-learning and TD on a grid world"), entries,
    &o->outputs, QD_CLI_OUTPUTS_STEPS,
    _("GRID: a grid world (*.mdp, data/FORMATS.md) or the course's autograder test file (*.test).\n"
      "Prints “iterations: K” (or updates, rounds, experiences), then the blocks asked for (default\n"
      "--values --policy): “values:”, “q-values ACTION:” for each action, “policy:”, each in the grid's\n"
      "layout, the top row first, numbers to 4 decimals, walls #, “illegal” where a cell has no such\n"
      "action.  Q-values are one look-ahead from the values printed (the course's Q at k).\n"
      "--check compares a student's blocks with these, cell by cell to 4 decimals.\n"
      "--agent runs a student's learning agent over the grid-world protocol and prints its grades\n"
      "(docs/contracts.md, “Grid world agents”)."));
  qd_cli_agents_add_entries (context, &o->outside);
  return context;
}

static gboolean
parse_count (const char *option, const char *text, gint64 min, gint64 *value)
{
  return text == NULL || qd_cli_parse_integer (option, text, min, MAX_STEPS, value);
}

/* --algorithm, --iterations, --epsilon, --evaluation-sweeps. */
static gboolean
parse_plan (Options *o)
{
  static const char *const names[] = { "value-iteration", "async", "prioritized", "policy-iteration", "modified-pi" };
  gint64 sweeps = 20;
  guint a = 0;

  while (o->algorithm_name != NULL && a < G_N_ELEMENTS (names) && strcmp (names[a], o->algorithm_name) != 0)
    a++;
  if (a == G_N_ELEMENTS (names))
    QD_CLI_USAGE (_("unknown algorithm “%s”: use value-iteration, async, prioritized, policy-iteration or modified-pi"),
                  o->algorithm_name);
  o->plan.algorithm = (QdMdpCliAlgorithm) a;
  o->plan.iterations = -1;
  if (!parse_count ("--iterations", o->iterations_text, 0, &o->plan.iterations) ||
      !parse_count ("--evaluation-sweeps", o->sweeps_text, 1, &sweeps))
    return FALSE;
  if (o->sweeps_text != NULL && o->plan.algorithm != QD_MDP_CLI_MODIFIED_PI)
    QD_CLI_USAGE (_("--evaluation-sweeps goes with --algorithm modified-pi"));
  o->plan.evaluation_sweeps = (guint) sweeps;
  o->plan.epsilon_given = !isnan (o->epsilon);
  o->plan.epsilon = o->plan.epsilon_given ? o->epsilon : 0.001;
  if (o->plan.epsilon < 0)
    QD_CLI_USAGE (_("--epsilon must be at least 0"));
  o->plan.steps = o->steps;
  return TRUE;
}

static gboolean
check_unit (const char *option, double value, gboolean zero_allowed)
{
  if (isnan (value) || (value >= 0 && value <= 1 && (zero_allowed || value > 0)))
    return TRUE;
  qd_cli_usage_error (zero_allowed ? _("%s must be between 0 and 1") : _("%s must be above 0 and at most 1"), option);
  return FALSE;
}

/* --agent and the options it takes: --episodes, --seed, --alpha,
 * --explore-epsilon (sent as its ε), --experiences (the replay),
 * --threshold, --last-episodes, --move-time, --no-sandbox. */
static gboolean
parse_agent (Options *o)
{
  QdMdpCliAgentRun *a = &o->agent_run;
  gint64 episodes = 200, last = 10;
  QdCliGiven refused[] = {
    { o->learn_name != NULL, "--learn" }, { o->algorithm_name != NULL, "--algorithm" },
    { o->iterations_text != NULL, "--iterations" }, { !isnan (o->epsilon), "--epsilon" },
    { o->sweeps_text != NULL, "--evaluation-sweeps" }, { o->values || o->q_values || o->policy, "--values" },
    { o->steps, "--steps" }, { o->features_name != NULL, "--features" },
    { !isnan (o->explore_bonus) || o->explore_n_text != NULL || !isnan (o->r_plus), "--explore-bonus" },
    { qd_cli_check_wanted (&o->outputs.check), "--check" },
    { qd_cli_report_any (&o->outputs.report) || qd_cli_pictures_wanted (&o->outputs.pictures), "--report" },
  };
  const char *given = qd_cli_first_given (refused, G_N_ELEMENTS (refused));

  if (given != NULL)
    QD_CLI_USAGE (_("--agent grades a student's agent: it goes with no %s"), given);
  if (!parse_count ("--episodes", o->episodes_text, 0, &episodes) ||
      !parse_count ("--last-episodes", o->last_text, 1, &last) || !check_unit ("--alpha", o->alpha, FALSE) ||
      !check_unit ("--explore-epsilon", o->explore_epsilon, TRUE) || !qd_cli_agents_check (&o->outside))
    return FALSE;
  *a = (QdMdpCliAgentRun) {
    &o->outside, o->agent, o->experiences, (guint) episodes, (guint64) o->seed,
    isnan (o->alpha) ? 0.5 : o->alpha, isnan (o->explore_epsilon) ? 0.1 : o->explore_epsilon,
    o->threshold, (guint) last,
  };
  return TRUE;
}

/* --explore-bonus, --explore-n and --r-plus: an exploration function
 * (one of the two) for the active learners. */
static gboolean
parse_exploration (Options *o, gint learner)
{
  QdMarkovLearnOptions *l = &o->learn.options;
  gint64 n = 0;

  if (!isnan (o->explore_bonus) && o->explore_n_text != NULL)
    QD_CLI_USAGE (_("--explore-bonus and --explore-n are two exploration functions: give one"));
  if ((!isnan (o->explore_bonus) || o->explore_n_text != NULL) && qd_markov_learner_is_passive (learner))
    QD_CLI_USAGE (_("--learn %s follows a fixed policy: it does not explore"), o->learn_name);
  if (!isnan (o->r_plus) && o->explore_n_text == NULL)
    QD_CLI_USAGE (_("--r-plus goes with --explore-n"));
  if (!isnan (o->explore_bonus) && o->explore_bonus <= 0)
    QD_CLI_USAGE (_("--explore-bonus must be above 0"));
  if (!parse_count ("--explore-n", o->explore_n_text, 1, &n))
    return FALSE;
  l->explore_bonus = isnan (o->explore_bonus) ? 0 : o->explore_bonus;
  l->explore_n = (guint) MIN (n, G_MAXUINT);
  if (!isnan (o->r_plus))
    l->r_plus = o->r_plus;
  return TRUE;
}

/* --learn, --episodes, --experiences, --alpha, --explore-epsilon, --seed, --features. */
static gboolean
parse_learn (Options *o)
{
  QdMdpCliLearn *l = &o->learn;
  gint learner = qd_markov_learner_from_string (o->learn_name);
  gint64 episodes = o->experiences != NULL ? 0 : 100;

  if (learner < 0)
    QD_CLI_USAGE (_("unknown learner “%s”: use q-learning, sarsa, td, adp, direct or approximate"), o->learn_name);
  qd_markov_learn_options_init (&l->options);
  if (o->algorithm_name != NULL || o->iterations_text != NULL || !isnan (o->epsilon) || o->sweeps_text != NULL)
    QD_CLI_USAGE (_("--learn goes with no --algorithm, --iterations, --epsilon or --evaluation-sweeps "
                    "(--explore-epsilon is learning's ε)"));
  if (!parse_count ("--episodes", o->episodes_text, 0, &episodes) || !check_unit ("--alpha", o->alpha, TRUE) ||
      !check_unit ("--explore-epsilon", o->explore_epsilon, TRUE))
    return FALSE;
  if (o->features_name != NULL && learner != QD_MARKOV_LEARN_APPROXIMATE)
    QD_CLI_USAGE (_("--features goes with --learn approximate"));
  if (o->q_values && qd_markov_learner_is_passive (learner))
    QD_CLI_USAGE (_("--learn %s estimates values, not Q-values"), o->learn_name);
  if (!parse_exploration (o, learner))
    return FALSE;
  l->options.learner = (QdMarkovLearner) learner;
  l->options.alpha = isnan (o->alpha) ? 0.5 : o->alpha;
  l->options.epsilon = isnan (o->explore_epsilon) ? 0.3 : o->explore_epsilon;
  l->options.seed = (guint64) o->seed;
  l->episodes = (guint64) episodes;
  l->experiences = o->experiences;
  l->features = o->features_name;
  l->steps = o->steps;
  o->learning = TRUE;
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;

  o->discount = o->noise = o->living_reward = NAN;
  o->epsilon = o->explore_epsilon = o->alpha = o->explore_bonus = o->r_plus = o->threshold = NAN;
  o->seed = 1;
  context = new_context (o);
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a GRID file is needed") : _("only one GRID is allowed"));
  o->path = argv[1];
  if (o->convention_name != NULL && strcmp (o->convention_name, "aima") != 0 &&
      strcmp (o->convention_name, "course") != 0)
    QD_CLI_USAGE (_("unknown convention “%s”: use aima or course"), o->convention_name);
  if (!check_unit ("--discount", o->discount, FALSE) || !check_unit ("--noise", o->noise, TRUE))
    return FALSE;
  if (o->agent != NULL)
    return parse_agent (o);
  if (!isnan (o->threshold) || o->last_text != NULL)
    QD_CLI_USAGE (_("--threshold and --last-episodes go with --agent"));
  if (o->learn_name != NULL ? !parse_learn (o) : !parse_plan (o))
    return FALSE;
  if (!o->learning && (o->episodes_text != NULL || o->experiences != NULL || !isnan (o->alpha) ||
                       !isnan (o->explore_epsilon) || o->features_name != NULL || !isnan (o->explore_bonus) ||
                       o->explore_n_text != NULL || !isnan (o->r_plus)))
    QD_CLI_USAGE (_("--episodes, --experiences, --alpha, --explore-epsilon, --explore-bonus, --explore-n, --r-plus "
                    "and --features go with --learn"));
  o->show = (o->values ? QD_MDP_CLI_SHOW_VALUES : 0) | (o->q_values ? QD_MDP_CLI_SHOW_Q : 0) |
            (o->policy ? QD_MDP_CLI_SHOW_POLICY : 0);
  if (o->show == 0)
    o->show = QD_MDP_CLI_SHOW_VALUES | QD_MDP_CLI_SHOW_POLICY;
  if (qd_cli_check_wanted (&o->outputs.check) && o->steps)
    QD_CLI_USAGE (_("--check prints verdicts, not the run: it goes with no --steps"));
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;
  return qd_cli_report_check (&o->outputs.report);
}

/* ------------------------------------------------------------ the world */

/* The options' overrides of the file's parameters. */
static void
apply_overrides (const Options *o, QdMdpWorld *world)
{
  if (o->convention_name != NULL)
    world->convention = strcmp (o->convention_name, "aima") == 0 ? QD_MDP_AIMA : QD_MDP_COURSE;
  if (!isnan (o->discount))
    world->discount = o->discount;
  if (!isnan (o->noise))
    world->noise = o->noise;
  if (!isnan (o->living_reward))
    {
      world->living_reward = o->living_reward;
      for (guint i = 0; i < world->w * world->h; i++)
        if (world->kind[i] == QD_MDP_OPEN)
          world->reward[i] = o->living_reward;
    }
}

/* GRID read and its model built; FALSE after printing the error. */
static gboolean
open_world (const Options *o, QdMdpCliWorld *world)
{
  g_autoptr(GError) error = NULL;
  QdMdpWorld *w;

  w = world->world = qd_cli_load_format (o->path, qd_mdp_problem.format, &error);
  if (w != NULL)
    {
      apply_overrides (o, w);
      world->state_of = g_new (gint, (gsize) w->w * w->h);
      world->cell_of = g_new (guint, (gsize) w->w * w->h);
      world->gamma = w->discount;
      world->model = qd_mdp_world_to_model (w, world->state_of, world->cell_of, &error);
      if (world->model == NULL)
        qd_cli_prefix_error (&error, o->path);
    }
  if (error == NULL)
    return TRUE;
  qd_cli_print_error (error);
  return FALSE;
}

/* ------------------------------------------------------------ running */

/* Every value finite: rewards near the largest double can overflow. */
static gboolean
check_finite (const Options *o, const QdMdpCliWorld *world, const QdMdpCliResult *result)
{
  for (guint s = 0; s < world->model->n_states; s++)
    if (!isfinite (result->v[s]))
      {
        g_printerr (_("quandary-cli: %s: the values overflow: the rewards are too large for this discount\n"), o->path);
        return FALSE;
      }
  return TRUE;
}

/* Plans or learns; the exit status (QD_EXIT_OK when it ran to its end). */
static int
solve (Options *o, const QdMdpCliWorld *world, QdMdpCliResult *result, QdMdpCliRecorder *recorder)
{
  g_autoptr(GError) error = NULL;
  const gint *stop = qd_cli_catch_interrupt ();
  gboolean done;

  o->plan.recorder = o->learn.recorder = recorder;
  done = o->learning ? qd_mdp_cli_learn (world, &o->learn, stop, result, &error)
                     : qd_mdp_cli_plan (world, &o->plan, stop, result, &error);

  qd_cli_release_interrupt ();
  if (!done)
    {
      if (error->domain == QD_MARKOV_ERROR || error->domain == QD_MDP_ERROR)
        g_prefix_error (&error, "%s: %s: ", o->path,
                        o->learning ? o->learn_name : o->algorithm_name != NULL ? o->algorithm_name : "value-iteration");
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (!check_finite (o, world, result))
    return QD_EXIT_INPUT;
  return result->stopped ? QD_EXIT_STOPPED : QD_EXIT_OK;
}

/* The lines printed before the blocks: "iterations: K" (or updates,
 * rounds, experiences) and, learning, "episodes: N". */
static GStrv
info_lines (const Options *o, const QdMdpCliResult *result)
{
  GPtrArray *lines = g_ptr_array_new ();

  g_ptr_array_add (lines, g_strdup_printf ("%s: %" G_GUINT64_FORMAT, result->count_name, result->count));
  if (o->learning)
    g_ptr_array_add (lines, g_strdup_printf ("episodes: %" G_GUINT64_FORMAT, result->episodes));
  g_ptr_array_add (lines, NULL);
  return (GStrv) g_ptr_array_free (lines, FALSE);
}

static void
print_result (const Options *o, const QdMdpCliWorld *world, const QdMdpCliResult *result)
{
  g_auto(GStrv) info = info_lines (o, result);

  for (guint i = 0; info[i] != NULL; i++)
    printf ("%s\n", info[i]);
  qd_mdp_cli_print (stdout, world, result, o->show);
  fflush (stdout);
  if (result->stopped)
    g_printerr (_("quandary-cli: stopped; the values so far are shown\n"));
}

/* The files the command reads: GRID, then --experiences and a --features
 * file when given, as QdCliFile (OPTIONS) and as paths (PATHS,
 * NULL-terminated); their number. */
static guint
list_inputs (const Options *o, QdCliFile *files, const char **paths)
{
  const char *features = o->features_name;
  guint n = 0;

  files[n++] = (QdCliFile) { NULL, o->path };
  if (o->experiences != NULL)
    files[n++] = (QdCliFile) { "--experiences", o->experiences };
  if (features != NULL && strcmp (features, "identity") != 0 && strcmp (features, "coordinates") != 0)
    files[n++] = (QdCliFile) { "--features", features };
  for (guint i = 0; i < n && paths != NULL; i++)
    paths[i] = files[i].path;
  if (paths != NULL)
    paths[n] = NULL;
  return n;
}

static int
run_check (Options *o, const QdMdpCliWorld *world, const QdMdpCliResult *result)
{
  g_autoptr(GPtrArray) blocks = qd_mdp_cli_blocks (world, result, o->show);
  g_auto(GStrv) info = info_lines (o, result);
  QdMdpCliCheck check = { blocks, blocks->len, (const char *const *) info };
  QdCliFile files[3];
  const char *paths[4];

  list_inputs (o, files, paths);
  return qd_cli_check_run (&o->outputs.check, paths, QD_CLI_CHECK_FUNC (qd_mdp_cli_check_answer), &check);
}

/* --report, built when asked for (NULL otherwise). */
static QdReport *
build_report (const Options *o, const QdMdpCliWorld *world, const QdMdpCliResult *result)
{
  static const char *const algorithms[] = {
    NC_("mdp report", "Value iteration"), NC_("mdp report", "Asynchronous value iteration"),
    NC_("mdp report", "Prioritized sweeping"), NC_("mdp report", "Policy iteration"),
    NC_("mdp report", "Modified policy iteration"),
  };
  const QdMarkovLearnOptions *l = &o->learn.options;
  g_autofree char *settings = NULL;
  QdMdpCliReportRun about = { o->path };

  if (!qd_cli_report_wanted (&o->outputs.report))
    return NULL;
  if (o->learning)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GINT64_FORMAT, o->seed);

      settings = g_strdup_printf (_("α = %g, ε = %g, seed %s"), l->alpha, l->epsilon, seed);
      about.learner = qd_markov_learner_label (l->learner);
      about.learn_settings = settings;
    }
  else
    about.algorithm = g_dpgettext2 (NULL, "mdp report", algorithms[o->plan.algorithm]);
  return qd_mdp_cli_report_new (world, result, &about, o->outputs.report.palette);
}

static int
run (Options *o)
{
  g_auto(QdMdpCliWorld) world = { 0 };
  g_auto(QdMdpCliResult) result = { 0 };
  g_autoptr(QdMdpCliRecorder) recorder = NULL;
  QdCliFile inputs[3];
  guint n_inputs = list_inputs (o, inputs, NULL);
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, inputs, n_inputs, NULL, 0, QD_EXIT_INPUT)) != QD_EXIT_OK)
    return status;
  if (!open_world (o, &world))
    return QD_EXIT_INPUT;
  if (o->agent != NULL)
    return qd_mdp_cli_run_agent (&world, &o->agent_run);
  if (qd_cli_report_wants_gif (&o->outputs.report))
    recorder = qd_mdp_cli_recorder_new (&world, o->show);
  if (!qd_cli_check_wanted (&o->outputs.check))
    qd_cli_report_begin (&o->outputs.report);
  status = solve (o, &world, &result, recorder);
  if (status == QD_EXIT_INPUT)
    return status;
  if (qd_cli_check_wanted (&o->outputs.check))
    {
      if (status == QD_EXIT_STOPPED)
        {
          g_printerr (_("quandary-cli: stopped before the end: no answer can be checked\n"));
          return status;
        }
      return run_check (o, &world, &result);
    }
  print_result (o, &world, &result);
  if (!qd_mdp_cli_write_pictures (&o->outputs.pictures, &world, &result, o->show) ||
      !qd_cli_report_finish (&o->outputs.report, build_report (o, &world, &result),
                             qd_mdp_cli_recorder_animation (recorder)))
    return status == QD_EXIT_OK ? QD_EXIT_INPUT : status;
  return qd_cli_writes_interrupted () ? QD_EXIT_STOPPED : status;
}

static void
clear_options (Options *o)
{
  g_free (o->convention_name);
  g_free (o->algorithm_name);
  g_free (o->learn_name);
  g_free (o->features_name);
  g_free (o->iterations_text);
  g_free (o->episodes_text);
  g_free (o->sweeps_text);
  g_free (o->experiences);
  g_free (o->explore_n_text);
  g_free (o->agent);
  g_free (o->last_text);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_mdp_cli_commands[] = {
  { "mdp", N_("Value and policy iteration, Q-learning and TD on a grid world (an MDP)"), cli_main,
    .worksheets = (const QdWorksheetKind *const[]) { &qd_mdp_worksheet, NULL } },
  { NULL }
};
