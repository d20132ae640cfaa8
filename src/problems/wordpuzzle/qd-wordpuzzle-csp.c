/* qd-wordpuzzle-csp.c — the two formulations of a word puzzle as a CSP. */
#include "qd-wordpuzzle-csp.h"
#include "problems/csp/qd-csp-write.h"
#include "core/qd-names.h"

#include <string.h>
#include <glib/gi18n.h>

/* --------------------------------------------------------------- letters */

static char *
letter_name (gconstpointer data, guint var, guint value)
{
  return g_strdup_printf ("%c", 'A' + value);
}

static gboolean interrupted (const QdWordpuzzleModel *m, const gint *stop, gint64 deadline_us, GError **error);

static gboolean
build_letters (QdWordpuzzleModel *m, const gint *stop, gint64 deadline_us, GError **error)
{
  guint size = m->puzzle->size;

  m->cell_var = g_new (gint, size);
  m->var_cell = g_new (guint, size);
  for (guint cell = 0; cell < size; cell++)
    {
      m->cell_var[cell] = -1;
      if (qd_wordpuzzle_cell_covered (m->puzzle, cell))
        {
          g_autofree char *name = g_strdup_printf ("%u", cell + 1);

          m->cell_var[cell] = (gint) qd_csp_add_variable (m->csp, name, 26);
          m->var_cell[m->cell_var[cell]] = cell;
        }
    }
  qd_csp_set_value_names (m->csp, letter_name, m);

  for (guint s = 0; s < m->puzzle->slots->len; s++)
    {
      const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[s];
      const QdWordpuzzleCategory *category = qd_wordpuzzle_list_find (m->list, slot->category);
      g_autoptr(GArray) tuples = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autofree guint *scope = g_new (guint, slot->length);
      g_autofree char *description = NULL;
      guint n_tuples = 0;

      if (interrupted (m, stop, deadline_us, error))
        return FALSE;
      for (guint j = 0; j < slot->length; j++)
        scope[j] = (guint) m->cell_var[slot->cells[j]];
      for (guint w = 0; w < category->words->len; w++)
        {
          const char *word = category->words->pdata[w];

          if (strlen (word) != slot->length)
            continue;
          for (guint j = 0; j < slot->length; j++)
            {
              guint letter = (guint) (word[j] - 'A');
              g_array_append_val (tuples, letter);
            }
          n_tuples++;
        }
      {
        GString *cells = g_string_new (NULL);

        for (guint j = 0; j < slot->length; j++)
          g_string_append_printf (cells, "%s%u", j ? ", " : "", slot->cells[j] + 1);
        description = g_strdup_printf (ngettext ("(%s) spell a word of “%s” (%u word of %u letters)",
                                                 "(%s) spell a word of “%s” (%u words of %u letters)", n_tuples),
                                       cells->str, slot->category, n_tuples, slot->length);
        g_string_free (cells, TRUE);
      }
      qd_csp_add_table (m->csp, scope, slot->length, (guint *) tuples->data, n_tuples, description);
    }
  return TRUE;
}

/* ----------------------------------------------------------------- words */

typedef struct {
  const QdWordpuzzleModel *model;
  guint a, b;                  /* slots */
  guint n_shared;
  guint pos_a[QD_WORDPUZZLE_MAX_SLOT];
  guint pos_b[QD_WORDPUZZLE_MAX_SLOT];
} SharedCells;

static gboolean
shared_letters_agree (guint value_a, guint value_b, gpointer data)
{
  SharedCells *shared = data;
  const char *wa = shared->model->candidates[shared->a]->pdata[value_a];
  const char *wb = shared->model->candidates[shared->b]->pdata[value_b];

  for (guint k = 0; k < shared->n_shared; k++)
    if (wa[shared->pos_a[k]] != wb[shared->pos_b[k]])
      return FALSE;
  return TRUE;
}

static char *
word_name (gconstpointer data, guint var, guint value)
{
  const QdWordpuzzleModel *m = data;

  return g_strdup (m->candidates[var]->pdata[value]);
}

/* Each slot's variable name: its category, with its cells when the
 * category has several slots.  Once for all slots: linear. */
static char **
slot_variable_names (const QdWordpuzzle *puzzle)
{
  g_autoptr(GHashTable) count = g_hash_table_new (g_str_hash, g_str_equal);
  char **names = g_new0 (char *, puzzle->slots->len + 1);

  for (guint s = 0; s < puzzle->slots->len; s++)
    {
      const char *category = ((QdWordpuzzleSlot *) puzzle->slots->pdata[s])->category;

      g_hash_table_insert (count, (gpointer) category,
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (count, category)) + 1));
    }
  for (guint s = 0; s < puzzle->slots->len; s++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[s];
      GString *name;

      if (GPOINTER_TO_UINT (g_hash_table_lookup (count, slot->category)) == 1)
        {
          names[s] = g_strdup (slot->category);
          continue;
        }
      name = g_string_new (slot->category);
      g_string_append_c (name, '(');
      for (guint j = 0; j < slot->length; j++)
        g_string_append_printf (name, "%s%u", j ? "," : "", slot->cells[j] + 1);
      g_string_append_c (name, ')');
      names[s] = g_string_free (name, FALSE);
    }
  return names;
}

/* The model's building stops when asked (the window's Stop, Ctrl-C) or past
 * the deadline: a big puzzle's pairs of slots are many. */
static gboolean
interrupted (const QdWordpuzzleModel *m, const gint *stop, gint64 deadline_us, GError **error)
{
  if (stop != NULL && g_atomic_int_get (stop))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped while the problem was being built"));
      return TRUE;
    }
  if (deadline_us > 0 && g_get_monotonic_time () >= deadline_us)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                           _("the time limit ran out while the problem was being built"));
      return TRUE;
    }
  return FALSE;
}

static gint
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static gboolean
build_words (QdWordpuzzleModel *m, const gint *stop, gint64 deadline_us, GError **error)
{
  guint n = m->puzzle->slots->len, size = m->puzzle->size;
  g_auto(GStrv) names = slot_variable_names (m->puzzle);
  g_autofree guint *cover_start = g_new0 (guint, size + 1);
  g_autofree guint *cover = NULL;
  g_autofree guint *fill = NULL;
  g_autofree guint *last_pair = NULL;

  m->candidates = g_new0 (GPtrArray *, n);
  for (guint s = 0; s < n; s++)
    {
      const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[s];
      const QdWordpuzzleCategory *category = qd_wordpuzzle_list_find (m->list, slot->category);

      m->candidates[s] = g_ptr_array_new ();
      for (guint w = 0; w < category->words->len; w++)
        if (strlen (category->words->pdata[w]) == slot->length)
          g_ptr_array_add (m->candidates[s], category->words->pdata[w]);
      /* A slot with no word of its length makes the puzzle unsolvable; the
       * variable still needs a domain, so give it one value and rule it out. */
      if (m->candidates[s]->len == 0)
        {
          qd_csp_add_variable (m->csp, names[s], 1);
          g_ptr_array_add (m->candidates[s], (gpointer) "-");
          qd_csp_remove_initial (m->csp, s, 0);
        }
      else
        qd_csp_add_variable (m->csp, names[s], m->candidates[s]->len);
      for (guint j = 0; j < slot->length; j++)
        cover_start[slot->cells[j] + 1]++;
    }
  qd_csp_set_value_names (m->csp, word_name, m);

  /* The slots over each cell, in slot order: the pairs that share a cell
   * are found through them, not by trying every pair. */
  for (guint c = 0; c < size; c++)
    cover_start[c + 1] += cover_start[c];
  cover = g_new (guint, cover_start[size] + 1);
  fill = g_memdup2 (cover_start, (size + 1) * sizeof (guint));
  for (guint s = 0; s < n; s++)
    {
      const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[s];

      for (guint j = 0; j < slot->length; j++)
        cover[fill[slot->cells[j]]++] = s;
    }
  last_pair = g_new (guint, n);
  for (guint b = 0; b < n; b++)
    last_pair[b] = G_MAXUINT;

  for (guint a = 0; a < n; a++)
    {
      const QdWordpuzzleSlot *sa = m->puzzle->slots->pdata[a];
      g_autoptr(GArray) others = g_array_new (FALSE, FALSE, sizeof (guint));

      if (interrupted (m, stop, deadline_us, error))
        return FALSE;
      /* The slots after a that share a cell with it, once each, in order
       * (the constraints come in the order of every pair, as they always
       * did: the search and its trace depend on it). */
      for (guint i = 0; i < sa->length; i++)
        for (guint k = cover_start[sa->cells[i]]; k < cover_start[sa->cells[i] + 1]; k++)
          if (cover[k] > a && last_pair[cover[k]] != a)
            {
              last_pair[cover[k]] = a;
              g_array_append_val (others, cover[k]);
            }
      g_array_sort (others, compare_guint);
      for (guint o = 0; o < others->len; o++)
        {
          guint b = g_array_index (others, guint, o);
          const QdWordpuzzleSlot *sb = m->puzzle->slots->pdata[b];
          g_autofree char *description = NULL;
          SharedCells shared = { m, a, b, 0 };
          GString *where;

          for (guint p = 0; p < sa->length; p++)
            for (guint q = 0; q < sb->length; q++)
              if (sa->cells[p] == sb->cells[q])
                {
                  shared.pos_a[shared.n_shared] = p;
                  shared.pos_b[shared.n_shared] = q;
                  shared.n_shared++;
                }
          where = g_string_new (NULL);
          for (guint s = 0; s < shared.n_shared; s++)
            g_string_append_printf (where, "%s%u", s ? ", " : "", sa->cells[shared.pos_a[s]] + 1);
          description = g_strdup_printf (ngettext ("%s and %s agree in cell %s", "%s and %s agree in cells %s",
                                                   shared.n_shared),
                                         names[a], names[b], where->str);
          g_string_free (where, TRUE);
          /* The supports are tabulated when the constraint is added. */
          qd_csp_add_binary (m->csp, a, b, shared_letters_agree, &shared, description);
        }
    }
  return TRUE;
}

/* ----------------------------------------------------------------- model */

QdWordpuzzleModel *
qd_wordpuzzle_model_new (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                   QdWordpuzzleFormulation formulation, GError **error)
{
  return qd_wordpuzzle_model_new_full (puzzle, list, formulation, NULL, 0, error);
}

QdWordpuzzleModel *
qd_wordpuzzle_model_new_full (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                              QdWordpuzzleFormulation formulation, const gint *stop, gint64 deadline_us,
                              GError **error)
{
  g_autoptr(QdWordpuzzleModel) m = NULL;

  if (!qd_wordpuzzle_check_categories (puzzle, list, error))
    return NULL;
  m = g_new0 (QdWordpuzzleModel, 1);
  m->formulation = formulation;
  m->puzzle = qd_wordpuzzle_copy (puzzle);
  m->list = qd_wordpuzzle_list_copy (list);
  m->csp = qd_csp_new ();
  if (!(formulation == QD_WORDPUZZLE_LETTERS ? build_letters (m, stop, deadline_us, error)
                                             : build_words (m, stop, deadline_us, error)))
    return NULL;
  m->n_vars = qd_csp_n_variables (m->csp);
  return g_steal_pointer (&m);
}

void
qd_wordpuzzle_model_free (QdWordpuzzleModel *m)
{
  if (m == NULL)
    return;
  if (m->candidates != NULL)
    for (guint s = 0; s < m->puzzle->slots->len; s++)
      g_clear_pointer (&m->candidates[s], g_ptr_array_unref);
  g_free (m->candidates);
  g_free (m->var_cell);
  g_free (m->cell_var);
  qd_csp_free (m->csp);
  qd_wordpuzzle_list_free (m->list);
  qd_wordpuzzle_free (m->puzzle);
  g_free (m);
}

void
qd_wordpuzzle_model_fill_cells (const QdWordpuzzleModel *m, const gint *values, char *cells)
{
  memset (cells, 0, m->puzzle->size);
  if (m->formulation == QD_WORDPUZZLE_LETTERS)
    {
      for (guint v = 0; v < m->n_vars; v++)
        if (values[v] != QD_CSP_UNASSIGNED)
          cells[m->var_cell[v]] = (char) ('A' + values[v]);
      return;
    }
  for (guint s = 0; s < m->n_vars; s++)
    {
      const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[s];
      const char *word;

      if (values[s] == QD_CSP_UNASSIGNED)
        continue;
      word = m->candidates[s]->pdata[values[s]];
      for (guint j = 0; j < slot->length && word[j] != '\0'; j++)
        cells[slot->cells[j]] = word[j];
    }
}

char *
qd_wordpuzzle_model_solution (const QdWordpuzzleModel *m, const gint *values)
{
  char *text = g_malloc (m->puzzle->size + 1);

  qd_wordpuzzle_model_fill_cells (m, values, text);
  for (guint i = 0; i < m->puzzle->size; i++)
    if (text[i] == '\0')
      text[i] = '_';
  text[m->puzzle->size] = '\0';
  return text;
}

char *
qd_wordpuzzle_model_assignment (const QdWordpuzzleModel *m, guint var, guint value)
{
  g_autofree char *name = qd_csp_value_name (m->csp, var, value);

  return g_strdup_printf ("%s=%s", qd_csp_variable_name (m->csp, var), name);
}

char *
qd_wordpuzzle_model_describe (const QdWordpuzzleModel *m)
{
  GString *out = g_string_new (NULL);
  guint n_constraints = qd_csp_n_constraints (m->csp);

  if (m->formulation == QD_WORDPUZZLE_LETTERS)
    {
      g_string_append_printf (out, _("Letter-based formulation\n\n"));
      g_string_append_printf (out, _("Variables (%u): one per cell covered by a slot:"), m->n_vars);
      for (guint v = 0; v < m->n_vars; v++)
        g_string_append_printf (out, "%s %s", v ? "," : "", qd_csp_variable_name (m->csp, v));
      g_string_append_printf (out, _("\nDomains: the letters A to Z (size 26 each)\n"));
      g_string_append_printf (out, _("Constraints (%u): one table constraint per slot, the tuples being "
                              "the words of its category:\n"), n_constraints);
    }
  else
    {
      g_string_append_printf (out, _("Word-based formulation\n\n"));
      g_string_append_printf (out, _("Variables (%u): one per slot\n"), m->n_vars);
      g_string_append_printf (out, _("Domains: the words of the slot's category with the slot's length:\n"));
      for (guint v = 0; v < m->n_vars; v++)
        {
          guint words = qd_csp_domain_size (m->csp, v) - (m->candidates[v]->len == 1 &&
                                                          g_str_equal (m->candidates[v]->pdata[0], "-"));

          g_string_append_printf (out, ngettext ("  %s: %u word\n", "  %s: %u words\n", words),
                                  qd_csp_variable_name (m->csp, v), words);
        }
      g_string_append_printf (out, _("Constraints (%u): one binary constraint per pair of slots "
                              "that share cells:\n"), n_constraints);
    }
  for (guint c = 0; c < n_constraints; c++)
    g_string_append_printf (out, "  %s\n", qd_csp_constraint_description (m->csp, c));
  if (n_constraints == 0)
    g_string_append (out, _("  (none)\n"));
  return g_string_free (out, FALSE);
}

char *
qd_wordpuzzle_model_export (const QdWordpuzzleModel *m, const char *order_line)
{
  g_autofree char *description = qd_wordpuzzle_model_describe (m);

  return g_strdup_printf (_("%s\nSearch: %s\n"), description, order_line);
}

char *
qd_wordpuzzle_model_csp_text (const QdWordpuzzleModel *m, const char *source, GError **error)
{
  g_autofree char *comment = NULL;

  if (m->formulation == QD_WORDPUZZLE_LETTERS)
    /* Translators: the first comment of a word puzzle written as a constraint problem. */
    comment = g_strdup_printf (_("Word puzzle %s, the letter formulation: a variable per cell covered "
                                 "(the cell's number), a table of its category's words per slot"),
                               source != NULL ? source : "");
  else
    /* Translators: the first comment of a word puzzle written as a constraint problem. */
    comment = g_strdup_printf (_("Word puzzle %s, the word formulation: a variable per slot, its "
                                 "category's words of its length; two slots that cross agree on their "
                                 "shared letters"), source != NULL ? source : "");
  return qd_csp_write_text (m->csp, comment, error);
}

static const char *const formulation_names[] = { [QD_WORDPUZZLE_LETTERS] = "letter", [QD_WORDPUZZLE_WORDS] = "word" };
/* Other names taken on the command line. */
static const char *const formulation_aliases[] = {
  [QD_WORDPUZZLE_LETTERS] = "letters",
  [QD_WORDPUZZLE_WORDS] = "words",
};

QD_NAMES_FUNCTIONS_WITH_ALIASES (qd_wordpuzzle_formulation, QdWordpuzzleFormulation, formulation_names, formulation_aliases, "word")
