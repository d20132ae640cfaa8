/* test-hmm.c — hidden Markov model files (src/problems/hmm): the umbrella
 * world read and filtered to the book's 0.818, files written and read back,
 * both kinds of prior, rows as pairs, evidence by name, and hostile files
 * refused naming their line. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/hmm/qd-hmm.h"
#include "hmm-examples.h"

static void
test_umbrella (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autofree guint *e = NULL;
  gsize T;
  double belief[6];
  QdHiddenRun run = { 0 };
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (hmm->title, ==, "The umbrella world");
  g_assert_cmpuint (qd_hmm_n_states (hmm), ==, 2);
  g_assert_cmpstr (hmm->states[1], ==, "no-rain");
  g_assert_cmpstr (hmm->observations[0], ==, "umbrella");
  g_assert_cmpuint (qd_hmm_state_index (hmm, "rain"), ==, 0);
  g_assert_cmpuint (qd_hmm_observation_index (hmm, "no-umbrella"), ==, 1);
  g_assert_cmpuint (qd_hmm_observation_index (hmm, "rain"), ==, G_MAXUINT);
  g_assert_false (hmm->numbers->start_is_first);
  g_assert_cmpfloat (hmm->numbers->sensor[2], ==, 0.2);
  e = qd_hmm_parse_evidence (hmm, "umbrella, umbrella,-", &T, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (T, ==, 3);
  g_assert_cmpuint (e[2], ==, QD_HIDDEN_NONE);
  g_assert_cmpint (qd_hidden_filter (hmm->numbers, e, T, belief, &run), ==, QD_HIDDEN_OK);
  /* The book: 0.818, 0.883; then a day without news: 0.883 × 0.7 + 0.117 × 0.3. */
  g_assert_cmpfloat_with_epsilon (belief[0], 0.818, 0.0005);
  g_assert_cmpfloat_with_epsilon (belief[2], 0.883, 0.0005);
  g_assert_cmpfloat_with_epsilon (belief[4], belief[2] * 0.7 + belief[3] * 0.3, 1e-15);
  g_assert_null (qd_hmm_parse_evidence (hmm, "umbrella,sunshine", &T, &error));
  g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE);
  g_assert_cmpstr (error->message, ==, "step 2 of the evidence: no observation is named “sunshine”");
  g_clear_error (&error);
  g_assert_null (qd_hmm_parse_evidence (hmm, "umbrella,,umbrella", &T, &error));
  g_assert_cmpstr (error->message, ==, "step 2 of the evidence is empty");
}

/* Wikipedia's Viterbi example (data/examples/hmm/SOURCES.md): normal, cold,
 * dizzy → Healthy, Healthy, Fever, of joint probability 0.01512 = 0.6 × 0.5
 * × 0.7 × 0.4 × 0.3 × 0.6; the book's message is that over P(normal) = 0.6
 * × 0.5 + 0.4 × 0.1 = 0.34. */
static void
test_doctor (void)
{
  g_autoptr(QdHmm) hmm = read_example ("doctor.hmm");
  g_autofree guint *e = NULL;
  gsize T;
  guint path[3];
  QdHiddenRun run = { 0 };

  g_assert_true (hmm->numbers->start_is_first);
  e = qd_hmm_parse_evidence (hmm, "normal,cold,dizzy", &T, NULL);
  g_assert_cmpint (qd_hidden_viterbi (hmm->numbers, e, T, path, NULL, &run), ==, QD_HIDDEN_OK);
  g_assert_cmpuint (path[0], ==, qd_hmm_state_index (hmm, "Healthy"));
  g_assert_cmpuint (path[1], ==, qd_hmm_state_index (hmm, "Healthy"));
  g_assert_cmpuint (path[2], ==, qd_hmm_state_index (hmm, "Fever"));
  g_assert_cmpfloat_with_epsilon (exp (run.log_likelihood) * 0.34, 0.01512, 1e-15);
}

/* Every question of the umbrella world through qd_hmm_ask, with the book's
 * figures; impossible evidence named by its step; an answer too big refused. */
static void
test_ask (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autoptr(QdHmm) doctor = read_example ("doctor.hmm");
  g_autofree guint *e = NULL, *two = NULL, *none = NULL;
  gsize T, T2, T0;
  QdHmmAskOptions options;
  QdHmmAnswer answer;

  e = qd_hmm_parse_evidence (hmm, "umbrella,umbrella,no-umbrella,umbrella,umbrella", &T, NULL);
  two = qd_hmm_parse_evidence (hmm, "umbrella,umbrella", &T2, NULL);
  qd_hmm_ask_options_init (&options);
  options.predict = 2;
  g_assert_true (qd_hmm_ask (hmm, two, T2, &options, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.belief[2], 0.883, 0.0005);
  /* Prediction from 0.883: 0.883 × 0.7 + 0.117 × 0.3, then again; the book
   * (§14.2.1) says the prediction tends to ⟨0.5, 0.5⟩. */
  g_assert_cmpfloat_with_epsilon (answer.predicted[0], answer.belief[2] * 0.7 + answer.belief[3] * 0.3, 1e-15);
  g_assert_cmpfloat_with_epsilon (answer.predicted[2], answer.predicted[0] * 0.7 + answer.predicted[1] * 0.3, 1e-15);
  g_assert_cmpfloat_with_epsilon (answer.log_likelihood, log (0.55 * (0.9 * (9.0 / 11 * 0.7 + 2.0 / 11 * 0.3) +
                                                                      0.2 * (9.0 / 11 * 0.3 + 2.0 / 11 * 0.7))),
                                  1e-12);
  qd_hmm_answer_clear (&answer);

  options.question = QD_HMM_SMOOTH;
  options.predict = 0;
  g_assert_true (qd_hmm_ask (hmm, two, T2, &options, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.belief[0], 0.883, 0.0005);
  qd_hmm_answer_clear (&answer);

  options.question = QD_HMM_LAG;
  options.lag = 1;
  g_assert_true (qd_hmm_ask (hmm, two, T2, &options, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.belief[0], 0.883, 0.0005);   /* P(R1 | u1, u2) */
  g_assert_cmpfloat_with_epsilon (answer.belief[2], 0.883, 0.0005);   /* the last: filtered */
  qd_hmm_answer_clear (&answer);

  options.question = QD_HMM_VITERBI;
  g_assert_true (qd_hmm_ask (hmm, e, T, &options, &answer, NULL));
  g_assert_cmpuint (answer.path[2], ==, 1);
  g_assert_cmpfloat_with_epsilon (exp (answer.log_best), 0.0210, 0.00005);
  g_assert_cmpfloat (answer.log_likelihood, <, 0);
  qd_hmm_answer_clear (&answer);

  options.question = QD_HMM_PARTICLES;
  options.particles = 100000;
  options.seed = 95;
  g_assert_true (qd_hmm_ask (hmm, e, T, &options, &answer, NULL));
  for (gsize t = 0; t < T; t++)
    {
      g_assert_cmpfloat (fabs (answer.belief[2 * t] - answer.exact[2 * t]), <, 0.01);
      g_assert_cmpfloat (answer.effective[t], >, 10000);
    }
  g_assert_cmpfloat_with_epsilon (answer.exact[0], 0.818, 0.0005);
  qd_hmm_answer_clear (&answer);

  /* No evidence at all: predicting X_1 and X_2 from the prior P(X_0) = ⟨0.5, 0.5⟩;
   * the doctor's start P(X_1) = ⟨0.6, 0.4⟩ is its first prediction itself. */
  none = g_new0 (guint, 1);
  T0 = 0;
  options.question = QD_HMM_FILTER;
  options.predict = 2;
  g_assert_true (qd_hmm_ask (hmm, none, T0, &options, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.predicted[0], 0.5, 1e-15);
  qd_hmm_answer_clear (&answer);
  g_assert_true (qd_hmm_ask (doctor, none, T0, &options, &answer, NULL));
  g_assert_cmpfloat_with_epsilon (answer.predicted[0], 0.6, 1e-15);
  g_assert_cmpfloat_with_epsilon (answer.predicted[2], 0.6 * 0.7 + 0.4 * 0.4, 1e-15);
  qd_hmm_answer_clear (&answer);
}

/* A model where rain always brings the umbrella: no umbrella on a rainy
 * streak cannot be, and is refused naming its step. */
static void
test_ask_refusals (void)
{
  const char *text = "states: rain dry\nobservations: umbrella none\nstart: 1 0\n"
                     "transition:\n rain: 1 0\n dry: 0 1\nsensor:\n rain: 1 0\n dry: 0 1\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmm) hmm = qd_hmm_parse (text, strlen (text), &error);
  g_autofree guint *e = NULL;
  gsize T;
  QdHmmAskOptions options;
  QdHmmAnswer answer;

  g_assert_no_error (error);
  e = qd_hmm_parse_evidence (hmm, "umbrella,umbrella,none", &T, NULL);
  qd_hmm_ask_options_init (&options);
  for (QdHmmQuestion q = QD_HMM_FILTER; q <= QD_HMM_PARTICLES; q++)
    {
      options.question = q;
      g_assert_false (qd_hmm_ask (hmm, e, T, &options, &answer, &error));
      g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_IMPOSSIBLE);
      g_assert_cmpstr (error->message, ==, "the evidence cannot be: step 3, “none”, has probability 0 after steps 1 to 2");
      g_clear_error (&error);
      qd_hmm_answer_clear (&answer);
    }
  /* 2^27 numbers: 2^26 steps of two states, and two predicted more. */
  {
    gsize big = (gsize) 1 << 26;
    g_autofree guint *many = g_new0 (guint, big);

    options.question = QD_HMM_FILTER;
    options.predict = 2;
    g_assert_false (qd_hmm_ask (hmm, many, big, &options, &answer, &error));
    g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG);
    g_assert_cmpstr (error->message, ==, "the answer would hold 134,217,732 numbers (steps × states), more than "
                                         "134,217,728");
    qd_hmm_answer_clear (&answer);
  }
}

/* Written, read back, written again: the same text and the same numbers;
 * rows with zeros written as pairs, `start` kept. */
static void
test_round_trip (void)
{
  const char *text = "title: Three rooms\n"
                     "states: a, b, c\n"
                     "observations: quiet noise\n"
                     "start: 0.2 0.3 0.5   # P(X1)\n"
                     "transition:\n"
                     "  c: a=0.25 c=0.75\n"
                     "  a: 0.5 0.5 0\n"
                     "  b: b=1\n"
                     "sensor:\n"
                     "  a: 1 0\n"
                     "  b: 0.1 0.9\n"
                     "  c: noise=0.4 quiet=0.6\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmm) hmm = qd_hmm_parse (text, strlen (text), &error);
  g_autoptr(QdHmm) again = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;

  g_assert_no_error (error);
  g_assert_true (hmm->numbers->start_is_first);
  /* a → a, b; b → b; c → a, c: five transitions, zeros not stored. */
  g_assert_cmpuint (hmm->numbers->first[3], ==, 5);
  g_assert_cmpuint (hmm->numbers->next[3], ==, 0);
  g_assert_cmpfloat (hmm->numbers->prob[4], ==, 0.75);
  written = qd_hmm_to_text (hmm);
  g_assert_cmpstr (written, ==, "title: Three rooms\n"
                                "states: a b c\n"
                                "observations: quiet noise\n"
                                "start: 0.2 0.3 0.5\n"
                                "transition:\n"
                                "  a: a=0.5 b=0.5\n"
                                "  b: b=1\n"
                                "  c: a=0.25 c=0.75\n"
                                "sensor:\n"
                                "  a: quiet=1\n"
                                "  b: 0.1 0.9\n"
                                "  c: 0.6 0.4\n");
  again = qd_hmm_parse (written, strlen (written), &error);
  g_assert_no_error (error);
  rewritten = qd_hmm_to_text (again);
  g_assert_cmpstr (rewritten, ==, written);
}

typedef struct
{
  const char *text;
  const char *message;       /* the whole message, "line N: …" */
} Hostile;

static void
test_hostile (void)
{
  const Hostile cases[] = {
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 0.7 0.2\n s: 0.3 0.7\nsensor:\n r: 1 0\n s: 0 1\n",
      "line 5: the transitions of “r” sum to 0.9, not 1" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.6\n", "line 3: the prior's probabilities sum to 1.1, not 1" },
    { "states: r s\nobservations: u v\nprior: 0.5 nan\n", "line 3: “nan” is not a probability (a number from 0 to 1)" },
    { "states: r s\nobservations: u v\nprior: 1.5 -0.5\n", "line 3: “1.5” is not a probability (a number from 0 to 1)" },
    { "states: r s r\n", "line 1: the state “r” is listed twice" },
    { "states: r prior\n", "line 1: “prior” is a key of the format, not a name" },
    { "states: r s\nobservations: u v\nprior: 0.5\n", "line 3: the prior has 1 probabilities, not 2 (one per state)" },
    { "colour: red\n", "line 1: unknown key “colour” (title, states, observations, prior, start, transition, sensor)" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\nstart: 0.5 0.5\n",
      "line 4: a model gives “prior” (P(X0)) or “start” (P(X1)), not both" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 1 0\n q: 0 1\n", "line 6: no state is named “q”" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 1 0\n r: 0 1\n",
      "line 6: the transitions of “r” were given at line 5" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: r=0.5 r=0.5\n", "line 5: “r” is given twice in the row" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: r=0.5 0.5\n",
      "line 5: a row gives its values all as numbers or all as name=probability pairs" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 1 0\n s: 0 1\nsensor:\n r: 1 0\n",
      "line 7: no row gives the sensor probabilities of “s”" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 1 0\n s: 0 1\n", "line 6: the model has no “sensor:”" },
    { "prior: 0.5 0.5\n", "line 1: the states and observations must be listed before the prior" },
    { "states: r s\nobservations: u v\ntransition: r 1\n", "line 3: “transition:” stands alone; its rows follow on their own lines" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\nsensor:\n r: 0.5 0.5 0\n",
      "line 5: the row has more than 2 probabilities, one per observation" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\n r: 1\n", "line 4: unknown key “r” (title, states, observations, prior, "
      "start, transition, sensor)" },
    { "states: r s\njust words\n", "line 2: “just words” is neither “key: value” nor a row “name: probabilities”" },
    { "states: r s\nobservations: u v\nprior: 0.5 0.5\ntransition:\n r: 1 0\n s: 0 1\nsensor:\n r: 1 0\n s: 0 1\n"
      "states: t\n", "line 10: “states” was given at line 1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdHmm) hmm = qd_hmm_parse (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("case %u", i);
      g_assert_null (hmm);
      g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* 100,000 states, each row a pair: read in bounded time (linear: no row
 * costs more than its own length), the rows' order free. */
static void
test_large (void)
{
  guint n = 100000;
  GString *text = g_string_new ("observations: seen\nstates:");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdHmm) hmm = NULL;
  gint64 start;

  for (guint s = 0; s < n; s++)
    g_string_append_printf (text, " s%u", s);
  g_string_append (text, "\nstart: 1");
  for (guint s = 1; s < n; s++)
    g_string_append (text, " 0");
  g_string_append (text, "\ntransition:\n");
  for (guint s = n; s-- > 0;)
    g_string_append_printf (text, "s%u: s%u=1\n", s, (s + 1) % n);
  g_string_append (text, "sensor:\n");
  for (guint s = 0; s < n; s++)
    g_string_append_printf (text, "s%u: 1\n", s);
  start = g_get_monotonic_time ();
  hmm = qd_hmm_parse (text->str, text->len, &error);
  g_assert_no_error (error);
  g_test_message ("read %zu bytes in %.3f s", text->len, (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (qd_hmm_n_states (hmm), ==, n);
  g_assert_cmpuint (hmm->numbers->next[hmm->numbers->first[n - 1]], ==, 0);
  g_string_free (text, TRUE);
  /* 100,001 states: refused at the name past the limit. */
  text = g_string_new ("states:");
  for (guint s = 0; s <= n; s++)
    g_string_append_printf (text, " s%u", s);
  g_clear_pointer (&hmm, qd_hmm_free);
  g_assert_null (qd_hmm_parse (text->str, text->len, &error) );
  g_assert_cmpstr (error->message, ==, "line 1: more than 100000 states");
  g_string_free (text, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hmm/umbrella", test_umbrella);
  g_test_add_func ("/hmm/doctor", test_doctor);
  g_test_add_func ("/hmm/ask", test_ask);
  g_test_add_func ("/hmm/ask-refusals", test_ask_refusals);
  g_test_add_func ("/hmm/round-trip", test_round_trip);
  g_test_add_func ("/hmm/hostile", test_hostile);
  g_test_add_func ("/hmm/large", test_large);
  return g_test_run ();
}
