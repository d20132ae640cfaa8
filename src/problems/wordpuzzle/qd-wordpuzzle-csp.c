/* qd-wordpuzzle-csp.c — the two formulations of a word puzzle as a CSP. */
#include "qd-wordpuzzle-csp.h"

#include <string.h>
#include <glib/gi18n.h>

/* --------------------------------------------------------------- letters */

static char *
letter_name (gconstpointer data, guint var, guint value)
{
  return g_strdup_printf ("%c", 'A' + value);
}

static gboolean
build_letters (QdWordpuzzleModel *m, GError **error)
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

static char *
slot_variable_name (const QdWordpuzzle *puzzle, guint s)
{
  const QdWordpuzzleSlot *slot = puzzle->slots->pdata[s];
  gboolean unique = TRUE;

  for (guint t = 0; t < puzzle->slots->len; t++)
    if (t != s && g_str_equal (((QdWordpuzzleSlot *) puzzle->slots->pdata[t])->category, slot->category))
      unique = FALSE;
  if (unique)
    return g_strdup (slot->category);
  {
    GString *name = g_string_new (slot->category);

    g_string_append_c (name, '(');
    for (guint j = 0; j < slot->length; j++)
      g_string_append_printf (name, "%s%u", j ? "," : "", slot->cells[j] + 1);
    g_string_append_c (name, ')');
    return g_string_free (name, FALSE);
  }
}

static gboolean
build_words (QdWordpuzzleModel *m, GError **error)
{
  guint n = m->puzzle->slots->len;
  SharedCells *shared;

  m->candidates = g_new0 (GPtrArray *, n);
  for (guint s = 0; s < n; s++)
    {
      const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[s];
      const QdWordpuzzleCategory *category = qd_wordpuzzle_list_find (m->list, slot->category);
      g_autofree char *name = slot_variable_name (m->puzzle, s);

      m->candidates[s] = g_ptr_array_new ();
      for (guint w = 0; w < category->words->len; w++)
        if (strlen (category->words->pdata[w]) == slot->length)
          g_ptr_array_add (m->candidates[s], category->words->pdata[w]);
      /* A slot with no word of its length makes the puzzle unsolvable; the
       * variable still needs a domain, so give it one value and rule it out. */
      if (m->candidates[s]->len == 0)
        {
          qd_csp_add_variable (m->csp, name, 1);
          g_ptr_array_add (m->candidates[s], (gpointer) "-");
          qd_csp_remove_initial (m->csp, s, 0);
        }
      else
        qd_csp_add_variable (m->csp, name, m->candidates[s]->len);
    }
  qd_csp_set_value_names (m->csp, word_name, m);

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        const QdWordpuzzleSlot *sa = m->puzzle->slots->pdata[a];
        const QdWordpuzzleSlot *sb = m->puzzle->slots->pdata[b];
        g_autofree char *description = NULL;
        g_autofree char *na = slot_variable_name (m->puzzle, a);
        g_autofree char *nb = slot_variable_name (m->puzzle, b);
        GString *where;

        shared = g_new0 (SharedCells, 1);
        shared->model = m;
        shared->a = a;
        shared->b = b;
        for (guint i = 0; i < sa->length; i++)
          for (guint j = 0; j < sb->length; j++)
            if (sa->cells[i] == sb->cells[j])
              {
                shared->pos_a[shared->n_shared] = i;
                shared->pos_b[shared->n_shared] = j;
                shared->n_shared++;
              }
        if (shared->n_shared == 0)
          {
            g_free (shared);
            continue;
          }
        where = g_string_new (NULL);
        for (guint k = 0; k < shared->n_shared; k++)
          g_string_append_printf (where, "%s%u", k ? ", " : "", sa->cells[shared->pos_a[k]] + 1);
        description = g_strdup_printf (ngettext ("%s and %s agree in cell %s", "%s and %s agree in cells %s",
                                                 shared->n_shared),
                                       na, nb, where->str);
        g_string_free (where, TRUE);
        qd_csp_add_binary (m->csp, a, b, shared_letters_agree, shared, description);
        /* The supports are tabulated when the constraint is added. */
        g_free (shared);
      }
  return TRUE;
}

/* ----------------------------------------------------------------- model */

QdWordpuzzleModel *
qd_wordpuzzle_model_new (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list,
                   QdWordpuzzleFormulation formulation, GError **error)
{
  g_autoptr(QdWordpuzzleModel) m = NULL;

  if (!qd_wordpuzzle_check_categories (puzzle, list, error))
    return NULL;
  m = g_new0 (QdWordpuzzleModel, 1);
  m->formulation = formulation;
  m->puzzle = qd_wordpuzzle_copy (puzzle);
  m->list = qd_wordpuzzle_list_copy (list);
  m->csp = qd_csp_new ();
  if (!(formulation == QD_WORDPUZZLE_LETTERS ? build_letters (m, error) : build_words (m, error)))
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

const char *
qd_wordpuzzle_formulation_to_string (QdWordpuzzleFormulation formulation)
{
  return formulation == QD_WORDPUZZLE_LETTERS ? "letter" : "word";
}

gboolean
qd_wordpuzzle_formulation_from_string (const char *text, QdWordpuzzleFormulation *formulation)
{
  if (g_strcmp0 (text, "letter") == 0 || g_strcmp0 (text, "letters") == 0)
    *formulation = QD_WORDPUZZLE_LETTERS;
  else if (g_strcmp0 (text, "word") == 0 || g_strcmp0 (text, "words") == 0)
    *formulation = QD_WORDPUZZLE_WORDS;
  else
    return FALSE;
  return TRUE;
}
