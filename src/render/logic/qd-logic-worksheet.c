/* qd-logic-worksheet.c — propositional inference by hand
 * (qd-logic-worksheet.h). */
#include "config.h"
#include "qd-logic-worksheet.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "problems/logic/qd-logic-teach.h"

#define TEXT 10.5
#define LINE 15.0
#define TRIES 50     /* random KBs drawn until one makes a fair exercise */

typedef enum {
  EXERCISE_CNF,
  EXERCISE_MODELS,
  EXERCISE_ENTAILS,
  EXERCISE_FC,
  EXERCISE_RESOLVE,
  EXERCISE_DPLL,
  N_EXERCISES,
} ExerciseType;

/* The command each type is answered by (FILE: the instance). */
static const char *const commands[N_EXERCISES] = {
  [EXERCISE_CNF] = "quandary-cli logic FILE --cnf",
  [EXERCISE_MODELS] = "quandary-cli logic FILE --steps",
  [EXERCISE_ENTAILS] = "quandary-cli logic FILE",
  [EXERCISE_FC] = "quandary-cli logic FILE --algorithm fc",
  [EXERCISE_RESOLVE] = "quandary-cli logic FILE --algorithm resolution --steps",
  [EXERCISE_DPLL] = "quandary-cli logic FILE --algorithm dpll --steps",
};

static const QdLogicAlgorithm algorithms[N_EXERCISES] = {
  QD_LOGIC_TRUTH_TABLE, QD_LOGIC_TRUTH_TABLE, QD_LOGIC_TRUTH_TABLE, QD_LOGIC_FC, QD_LOGIC_RESOLUTION, QD_LOGIC_DPLL,
};

typedef struct {
  ExerciseType type;
  char *text;              /* the instance file */
  QdLogicDoc *doc;
  char *answer;            /* what the command prints */
  GPtrArray *key;          /* the blanks filled, in order (strings) */
  GPtrArray *prompts;      /* the blanks' labels */
} Exercise;

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  g_free (e->text);
  g_clear_pointer (&e->doc, qd_logic_doc_free);
  g_free (e->answer);
  g_ptr_array_unref (e->key);
  g_ptr_array_unref (e->prompts);
  g_free (e);
}

/* ---- random sentences */

/* A literal over `names`: a name, negated one time in three. */
static char *
literal (guint64 *rng, const char *name)
{
  return g_strdup_printf ("%s%s", qd_random_below (rng, 3) == 0 ? "¬" : "", name);
}

/* `n` distinct names of `pool` (`size` of them) into `out`. */
static void
pick_names (guint64 *rng, const char *const *pool, guint size, const char **out, guint n)
{
  guint order[8];

  g_assert (size <= G_N_ELEMENTS (order) && n <= size);
  for (guint i = 0; i < size; i++)
    order[i] = i;
  for (guint i = 0; i < n; i++)
    {
      guint j = i + qd_random_below (rng, size - i), t = order[i];

      order[i] = order[j];
      order[j] = t;
      out[i] = pool[order[i]];
    }
}

/* A sentence over three symbols in one of the book's shapes. */
static char *
sentence (guint64 *rng, const char *const *names)
{
  g_autofree char *a = literal (rng, names[0]), *b = literal (rng, names[1]), *c = literal (rng, names[2]);

  switch (qd_random_below (rng, 6))
    {
    case 0: return g_strdup_printf ("%s ⇔ (%s ∨ %s)", names[0], b, c);
    case 1: return g_strdup_printf ("%s ∧ %s ⇒ %s", a, b, c);
    case 2: return g_strdup_printf ("%s ⇒ (%s ∧ %s)", a, b, c);
    case 3: return g_strdup_printf ("¬(%s ∨ %s) ⇔ %s", names[0], b, c);
    case 4: return g_strdup_printf ("(%s ∨ %s) ⇒ %s", a, b, c);
    default: return g_strdup_printf ("%s ∨ (%s ∧ %s)", a, b, c);
    }
}

/* ---- the instances */

static const char *const letters[] = { "P", "Q", "R", "S" };

/* The book's instance of each type (easy). */
static char *
book_text (guint64 *rng, ExerciseType type)
{
  switch (type)
    {
    case EXERCISE_CNF:
      return g_strdup ("title: R2 of the wumpus world\nB11 ⇔ (P12 ∨ P21)\n");
    case EXERCISE_MODELS:
      return g_strdup ("title: R2 and R4 of the wumpus world\nB11 ⇔ (P12 ∨ P21)\n¬B11\n");
    case EXERCISE_ENTAILS:
      return g_strdup_printf ("title: The wumpus world’s R1–R5\n¬P11\nB11 ⇔ (P12 ∨ P21)\nB21 ⇔ (P11 ∨ P22 ∨ P31)\n"
                              "¬B11\nB21\nask: %s\n", qd_random_below (rng, 2) == 0 ? "¬P12" : "¬P22");
    case EXERCISE_FC:
      return g_strdup ("title: AIMA Figure 7.16\nP ⇒ Q\nL ∧ M ⇒ P\nB ∧ L ⇒ M\nA ∧ P ⇒ L\nA ∧ B ⇒ L\nA\nB\nask: Q\n");
    case EXERCISE_DPLL:
      return g_strdup ("title: DPLL on the wumpus world, R1 to R5\n¬P11\nB11 ⇔ (P12 ∨ P21)\nB21 ⇔ (P11 ∨ P22 ∨ P31)\n"
                       "¬B11\nB21\nask: ¬P12\n");
    case EXERCISE_RESOLVE:
    default:
      return g_strdup ("title: A step of AIMA Figure 7.13\n¬P21 ∨ B11\n¬B11\n");
    }
}

/* A Horn KB over A … F: two facts, a rule concluding each of the four
 * other symbols from symbols before it (every one derivable), a fifth rule
 * when hard, the rules in a random order; the query one of the four. */
static char *
horn_text (guint64 *rng, QdWorksheetDifficulty difficulty)
{
  static const char *const pool[] = { "A", "B", "C", "D", "E", "F" };
  g_autoptr(GPtrArray) rules = g_ptr_array_new_with_free_func (g_free);
  GString *s = g_string_new ("title: Forward chaining\n");
  const char *names[6];

  pick_names (rng, pool, 6, names, 6);
  for (guint r = 0; r < (difficulty == QD_WORKSHEET_HARD ? 5u : 4u); r++)
    {
      /* Premises among the symbols before the conclusion: chains go forward. */
      guint head = r < 4 ? 2 + r : 3 + qd_random_below (rng, 3), n = 1 + qd_random_below (rng, 2);
      const char *premises[2];

      pick_names (rng, names, head, premises, n);
      g_ptr_array_add (rules, n == 2 ? g_strdup_printf ("%s ∧ %s ⇒ %s", premises[0], premises[1], names[head])
                                     : g_strdup_printf ("%s ⇒ %s", premises[0], names[head]));
    }
  for (guint i = rules->len; i > 1; i--)
    {
      guint j = qd_random_below (rng, i);
      gpointer t = rules->pdata[i - 1];

      rules->pdata[i - 1] = rules->pdata[j];
      rules->pdata[j] = t;
    }
  for (guint i = 0; i < rules->len; i++)
    g_string_append_printf (s, "%s\n", (const char *) g_ptr_array_index (rules, i));
  g_string_append_printf (s, "%s\n%s\nask: %s\n", names[0], names[1], names[2 + qd_random_below (rng, 4)]);
  return g_string_free (s, FALSE);
}

/* Two clauses over P … S with one complementary pair. */
static char *
resolve_text (guint64 *rng, QdWorksheetDifficulty difficulty)
{
  const char *names[4];
  guint extra = difficulty == QD_WORKSHEET_HARD ? 2 : 1;
  gboolean positive = qd_random_below (rng, 2);
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  pick_names (rng, letters, 4, names, 4);
  a = literal (rng, names[1]);
  b = literal (rng, names[2]);
  c = literal (rng, names[3]);
  return g_strdup_printf ("title: One resolution step\n%s%s ∨ %s%s%s\n%s%s ∨ %s\n", positive ? "" : "¬", names[0], a,
                          extra > 1 ? " ∨ " : "", extra > 1 ? b : "", positive ? "¬" : "", names[0], c);
}

/* Clauses for DPLL: four over P, Q, R of two literals (hard: five over
 * P … S, some of three), no symbol twice in a clause. */
static char *
dpll_text (guint64 *rng, QdWorksheetDifficulty difficulty)
{
  gboolean hard = difficulty == QD_WORKSHEET_HARD;
  GString *s = g_string_new ("title: DPLL, call by call\n");

  for (guint c = 0; c < (hard ? 5u : 4u); c++)
    {
      const char *names[3];
      guint n = hard && qd_random_below (rng, 2) == 0 ? 3 : 2;

      pick_names (rng, letters, hard ? 4 : 3, names, n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *lit = qd_random_below (rng, 2) == 0 ? g_strdup_printf ("¬%s", names[i])
                                                               : g_strdup (names[i]);

          g_string_append_printf (s, "%s%s", i > 0 ? " ∨ " : "", lit);
        }
      g_string_append_c (s, '\n');
    }
  return g_string_free (s, FALSE);
}

static char *
random_text (guint64 *rng, ExerciseType type, QdWorksheetDifficulty difficulty)
{
  const char *names[4];
  g_autofree char *r1 = NULL, *r2 = NULL, *r3 = NULL, *alpha = NULL;

  pick_names (rng, letters, difficulty == QD_WORKSHEET_HARD ? 4 : 3, names, 3);
  switch (type)
    {
    case EXERCISE_CNF:
      r1 = sentence (rng, names);
      return g_strdup_printf ("title: A sentence to convert\n%s\n", r1);
    case EXERCISE_MODELS:
      /* Three symbols: the eight rows fit the half page. */
      r1 = sentence (rng, names);
      r2 = difficulty == QD_WORKSHEET_HARD ? sentence (rng, names) : literal (rng, names[qd_random_below (rng, 3)]);
      return g_strdup_printf ("title: Which rows are models?\n%s\n%s\n", r1, r2);
    case EXERCISE_ENTAILS:
      r1 = sentence (rng, names);
      pick_names (rng, letters, 3, names, 3);
      r2 = sentence (rng, names);
      r3 = literal (rng, names[qd_random_below (rng, 3)]);
      alpha = literal (rng, names[qd_random_below (rng, 3)]);
      return g_strdup_printf ("title: Is it entailed?\n%s\n%s\n%s%s%sask: %s\n", r1, r2,
                              difficulty == QD_WORKSHEET_HARD ? r3 : "", difficulty == QD_WORKSHEET_HARD ? "\n" : "",
                              "", alpha);
    case EXERCISE_FC:
      return horn_text (rng, difficulty);
    case EXERCISE_DPLL:
      return dpll_text (rng, difficulty);
    case EXERCISE_RESOLVE:
    default:
      return resolve_text (rng, difficulty);
    }
}

/* ---- the answers */

static void
blank (Exercise *e, const char *prompt, char *key)
{
  g_ptr_array_add (e->prompts, g_strdup (prompt));
  g_ptr_array_add (e->key, key);
}

/* "(¬B11 ∨ P12 ∨ P21) ∧ (¬P12 ∨ B11)": the KB's clauses, as the book writes a CNF. */
static char *
clauses_text (QdLogicDoc *doc)
{
  g_autoptr(QdPropClauses) clauses = qd_prop_cnf (doc->kb.prop, qd_logic_doc_kb_root (doc), QD_PROP_MAX_CLAUSES, NULL,
                                                  NULL);
  GString *s = g_string_new (NULL);

  for (guint c = 0; clauses != NULL && c < qd_prop_clauses_len (clauses); c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, c, &n);
      g_autofree char *clause = qd_prop_clause_print (doc->kb.prop, lits, n);

      g_string_append_printf (s, c > 0 ? " ∧ (%s)" : "(%s)", clause);
    }
  return g_string_free (s, FALSE);
}

/* "unit ¬P11, unit ¬B11, pure ¬P21, …": DPLL's calls after the first, in
 * order, each with how its symbol was chosen and the literal it sets. */
static char *
dpll_calls_text (QdProp *prop, const QdLogicAskResult *r)
{
  static const char *const how[] = { "", N_("pure"), N_("unit"), N_("branch") };
  GString *s = g_string_new (NULL);

  for (guint k = 1; k < r->dpll.nodes->len; k++)
    {
      const QdPropDpllNode *node = &g_array_index (r->dpll.nodes, QdPropDpllNode, k);

      g_string_append_printf (s, "%s%s %s%s", k > 1 ? ", " : "", _(how[node->how]), node->value ? "" : "¬",
                              qd_prop_symbol_name (prop, node->symbol));
    }
  return g_string_free (s, FALSE);
}

/* The blanks and their key, from the run `r` of the exercise's command. */
static void
fill_key (Exercise *e, const QdLogicAskResult *r)
{
  QdProp *prop = e->doc->kb.prop;

  switch (e->type)
    {
    case EXERCISE_CNF:
      blank (e, _("Its clauses"), clauses_text (e->doc));
      break;
    case EXERCISE_MODELS:
      for (guint64 row = 0; row < r->tt.rows; row++)
        {
          g_autofree char *values = qd_logic_tt_row_text (prop, &r->tt, row);

          blank (e, values, g_strdup (qd_logic_tt_is_model (&r->tt, row) ? _("model") : "—"));
        }
      break;
    case EXERCISE_ENTAILS:
      blank (e, _("KB ⊨ α? (yes or no)"), g_strdup (r->status == QD_LOGIC_ENTAILED ? _("yes") : _("no")));
      blank (e, _("Rows where KB is true"), qd_format_count (r->tt.kb_rows->len));
      break;
    case EXERCISE_FC:
      {
        GString *pops = g_string_new (NULL);

        for (guint i = 0; i < r->fc.popped->len; i++)
          g_string_append_printf (pops, "%s%s", i > 0 ? " " : "",
                                  qd_prop_symbol_name (prop, g_array_index (r->fc.popped, guint, i)));
        blank (e, _("The symbols popped from the agenda, in order"), g_string_free (pops, FALSE));
        break;
      }
    case EXERCISE_DPLL:
      blank (e, _("Each call after the first: pure, unit or branch, and the literal it sets"),
             dpll_calls_text (prop, r));
      if (r->query != QD_PROP_NONE)
        blank (e, _("KB ⊨ α? (yes or no)"), g_strdup (r->status == QD_LOGIC_ENTAILED ? _("yes") : _("no")));
      else
        blank (e, _("Satisfiable? (yes or no)"), g_strdup (r->status == QD_LOGIC_SAT ? _("yes") : _("no")));
      break;
    case EXERCISE_RESOLVE:
    default:
      {
        const QdPropClauses *clauses = r->resolution.clauses;
        guint n = 0;
        const guint *lits = r->resolution.n_input < qd_prop_clauses_len (clauses)
          ? qd_prop_clause (clauses, r->resolution.n_input, &n) : NULL;

        blank (e, _("Their resolvent"), lits != NULL ? qd_prop_clause_print (prop, lits, n) : g_strdup ("—"));
        break;
      }
    }
}

/* The answer of the exercise's command, and the blanks filled from the
 * same run.  FALSE when the exercise is not fair (no model, every row a
 * model): drawn again. */
static gboolean
solve (Exercise *e)
{
  QdLogicAskOptions options;
  QdLogicAskResult r;
  const char *query = NULL;
  g_autofree char *query_text = NULL;
  GString *answer = g_string_new (NULL);
  gboolean fair = TRUE;

  if (e->doc->kb.asks->len > 0)
    query = query_text = qd_prop_print (e->doc->kb.prop, g_array_index (e->doc->kb.asks, QdLogicSentence, 0).root);
  if (e->type == EXERCISE_CNF)
    {
      g_autofree char *cnf = qd_logic_cnf_text (e->doc, NULL, NULL);

      g_string_append (answer, cnf);
    }
  qd_logic_ask_options_init (&options);
  if (!qd_logic_ask (e->doc, query, algorithms[e->type], &options, &r, NULL))
    {
      g_string_free (answer, TRUE);
      return FALSE;
    }
  {
    g_autofree char *figures = qd_logic_ask_format (e->doc, &r);

    g_string_append (answer, figures);
  }
  if (e->type == EXERCISE_MODELS || e->type == EXERCISE_RESOLVE || e->type == EXERCISE_DPLL)
    {
      g_autofree char *steps = qd_logic_ask_steps (e->doc, &r, G_MAXUINT, FALSE);

      g_string_append (answer, steps);
    }
  if (e->type == EXERCISE_MODELS || e->type == EXERCISE_ENTAILS)
    fair = r.tt.kb_rows->len > 0 && (e->type == EXERCISE_ENTAILS || r.tt.kb_rows->len < r.tt.rows);
  /* DPLL: a few calls to work out, not one nor a page of them. */
  if (e->type == EXERCISE_DPLL)
    fair = r.dpll.nodes != NULL && r.dpll.nodes->len >= 3 && r.dpll.nodes->len <= 12;
  if (fair)
    fill_key (e, &r);
  e->answer = g_string_free (answer, FALSE);
  qd_logic_ask_result_clear (&r);
  return fair;
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  guint64 rng = seed;
  Exercise *e = g_new0 (Exercise, 1);

  e->type = qd_random_below (&rng, N_EXERCISES);
  for (guint attempt = 0;; attempt++)
    {
      g_autofree char *body = difficulty == QD_WORKSHEET_EASY ? book_text (&rng, e->type)
                                                              : random_text (&rng, e->type, difficulty);

      g_clear_pointer (&e->text, g_free);
      g_clear_pointer (&e->doc, qd_logic_doc_free);
      g_clear_pointer (&e->answer, g_free);
      g_clear_pointer (&e->key, g_ptr_array_unref);
      g_clear_pointer (&e->prompts, g_ptr_array_unref);
      e->key = g_ptr_array_new_with_free_func (g_free);
      e->prompts = g_ptr_array_new_with_free_func (g_free);
      e->text = g_strdup_printf ("# worksheet: %s\n%s", commands[e->type], body);
      e->doc = qd_logic_doc_parse (e->text, -1, NULL);
      g_assert (e->doc != NULL);
      /* A random KB with no model (or every row one) is drawn again; after
       * TRIES the last is kept, fair or not. */
      if (solve (e) || attempt + 1 >= TRIES)
        break;
    }
  return e;
}

static char *
instance_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->text);
}

static char *
answer_text (gconstpointer data)
{
  return g_strdup (((const Exercise *) data)->answer);
}

/* ---- the drawing */

static const char *
task_of (ExerciseType type)
{
  switch (type)
    {
    case EXERCISE_CNF: return _("Convert to CNF: eliminate ⇔ and ⇒, move ¬ inwards, distribute ∨ over ∧.");
    case EXERCISE_MODELS: return _("In which rows of the truth table is the knowledge base true?");
    case EXERCISE_ENTAILS: return _("By the truth table: does the knowledge base entail α?");
    case EXERCISE_FC: return _("Forward chaining, a first-in first-out agenda: what is popped, in order?");
    case EXERCISE_DPLL:
      return _("DPLL: a pure symbol first, then a unit clause, else a branch, true first: what does each call set?");
    case EXERCISE_RESOLVE:
    default: return _("Resolve the two clauses on their complementary literals.");
    }
}

/* The KB's sentences R1, R2, … and the query α; the y under them. */
static double
draw_kb (cairo_t *cr, const Exercise *e, double y, double width, const QdPalette *palette)
{
  const GArray *s = e->doc->kb.sentences;

  for (guint i = 0; i < s->len; i++)
    {
      g_autofree char *text = qd_prop_print (e->doc->kb.prop, g_array_index (s, QdLogicSentence, i).root);
      g_autofree char *line = g_strdup_printf ("%s%u:  %s", e->type == EXERCISE_RESOLVE ? "C" : "R", i + 1, text);

      qd_worksheet_text_fit (cr, palette, line, TEXT + 1, FALSE, 12, y, 0, width - 12);
      y += LINE;
    }
  for (guint i = 0; i < e->doc->kb.asks->len; i++)
    {
      g_autofree char *text = qd_prop_print (e->doc->kb.prop, g_array_index (e->doc->kb.asks, QdLogicSentence, i).root);
      g_autofree char *line = g_strdup_printf ("α:  %s", text);

      qd_worksheet_text_fit (cr, palette, line, TEXT + 1, TRUE, 12, y, 0, width - 12);
      y += LINE;
    }
  return y;
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double y = 4.0 * QD_WORKSHEET_MM;
  /* A row's label beside its box, or above a box as wide as the page. */
  gboolean beside = e->prompts->len > 1 && e->type != EXERCISE_DPLL;   /* DPLL's calls: a long line */
  double label = beside ? width * 0.45 : 0, box = beside ? MIN (width * 0.35, 160.0) : width;

  palette = qd_palette_or_light (palette);
  qd_worksheet_text_fit (cr, palette, task_of (e->type), TEXT, TRUE, 0, y, 0, width);
  y = draw_kb (cr, e, y + LINE * 1.2, width, palette) + LINE * 0.4;
  for (guint i = 0; i < e->prompts->len; i++)
    {
      double middle;

      if (!beside)
        {
          if (i > 0)
            y += LINE * 0.8;   /* the label clear of the box above */
          qd_worksheet_text_fit (cr, palette, g_ptr_array_index (e->prompts, i), TEXT, FALSE, 0, y, 0, width);
          y += LINE * 0.5;
        }
      middle = y + QD_WORKSHEET_BLANK * 0.64;
      if (beside)
        qd_worksheet_text_fit (cr, palette, g_ptr_array_index (e->prompts, i), TEXT, FALSE, 0, middle, 0, label - 4);
      qd_worksheet_box (cr, palette, label, y, box, QD_WORKSHEET_BLANK);
      if (filled)
        qd_worksheet_text_fit (cr, palette, g_ptr_array_index (e->key, i), TEXT + 0.5, FALSE, label + 6, middle, 0,
                               box - 12);
      y += QD_WORKSHEET_BLANK + 2;
      if (y + QD_WORKSHEET_BLANK > height)
        break;
    }
}

const QdWorksheetKind qd_logic_worksheet = {
  .name = "logic",
  .title = N_("Propositional inference by hand"),
  .puzzle = N_("Propositional logic"),
  .task = N_("Convert to CNF, find a knowledge base’s models and what it entails by the truth table, chain forward "
             "on Horn clauses, resolve two clauses, follow DPLL call by call."),
  .extension = "kb",
  .command = "quandary-cli logic FILE (the options on the file’s first line)",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
