/* qd-wordpuzzle.c — the puzzle file and the word list. */
#include "qd-wordpuzzle.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-file.h"
#include "core/qd-text.h"

G_DEFINE_QUARK (qd-word-puzzle-error-quark, qd_wordpuzzle_error)

/* ------------------------------------------------------------------ slots */

static void
slot_free (gpointer data)
{
  QdWordpuzzleSlot *slot = data;

  g_free (slot->category);
  g_free (slot->cells);
  g_free (slot);
}

static QdWordpuzzleSlot *
slot_copy (const QdWordpuzzleSlot *slot)
{
  QdWordpuzzleSlot *copy = g_new0 (QdWordpuzzleSlot, 1);

  copy->category = g_strdup (slot->category);
  copy->cells = g_memdup2 (slot->cells, slot->length * sizeof (guint));
  copy->length = slot->length;
  copy->line = slot->line;
  return copy;
}

QdWordpuzzle *
qd_wordpuzzle_new (guint size)
{
  QdWordpuzzle *puzzle = g_new0 (QdWordpuzzle, 1);

  puzzle->size = size;
  puzzle->slots = g_ptr_array_new_with_free_func (slot_free);
  return puzzle;
}

void
qd_wordpuzzle_free (QdWordpuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_ptr_array_unref (puzzle->slots);
  g_free (puzzle);
}

QdWordpuzzle *
qd_wordpuzzle_copy (const QdWordpuzzle *puzzle)
{
  QdWordpuzzle *copy = qd_wordpuzzle_new (puzzle->size);

  for (guint i = 0; i < puzzle->slots->len; i++)
    g_ptr_array_add (copy->slots, slot_copy (puzzle->slots->pdata[i]));
  return copy;
}

static gboolean
category_name_is_valid (const char *name, gsize length)
{
  if (length == 0 || length > 64)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (name[i]) && name[i] != '_' && name[i] != '-')
      return FALSE;
  return TRUE;
}

QdWordpuzzleSlot *
qd_wordpuzzle_add_slot (QdWordpuzzle *puzzle, const char *category,
                         const guint *cells, guint length, GError **error)
{
  QdWordpuzzleSlot *slot;

  if (!category_name_is_valid (category, strlen (category)))
    {
      g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                   _("“%s” is not a category name (letters, digits, _ and -)"), category);
      return NULL;
    }
  if (length == 0 || length > QD_WORDPUZZLE_MAX_SLOT)
    {
      g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_RANGE,
                   _("a slot has 1 to %u cells, not %u"), QD_WORDPUZZLE_MAX_SLOT, length);
      return NULL;
    }
  for (guint i = 0; i < length; i++)
    {
      if (cells[i] >= puzzle->size)
        {
          g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_RANGE,
                       _("cell %u is outside the array of %u cells"), cells[i] + 1, puzzle->size);
          return NULL;
        }
      for (guint j = 0; j < i; j++)
        if (cells[j] == cells[i])
          {
            g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_RANGE,
                         _("cell %u appears twice in the slot"), cells[i] + 1);
            return NULL;
          }
    }
  slot = g_new0 (QdWordpuzzleSlot, 1);
  slot->category = g_strdup (category);
  slot->cells = g_memdup2 (cells, length * sizeof (guint));
  slot->length = length;
  g_ptr_array_add (puzzle->slots, slot);
  return slot;
}

void
qd_wordpuzzle_remove_slot (QdWordpuzzle *puzzle, guint index)
{
  g_return_if_fail (index < puzzle->slots->len);
  g_ptr_array_remove_index (puzzle->slots, index);
}

guint
qd_wordpuzzle_resize (QdWordpuzzle *puzzle, guint size)
{
  guint removed = 0;

  puzzle->size = size;
  for (guint i = puzzle->slots->len; i-- > 0;)
    {
      QdWordpuzzleSlot *slot = puzzle->slots->pdata[i];

      for (guint j = 0; j < slot->length; j++)
        if (slot->cells[j] >= size)
          {
            g_ptr_array_remove_index (puzzle->slots, i);
            removed++;
            break;
          }
    }
  return removed;
}

gboolean
qd_wordpuzzle_cell_covered (const QdWordpuzzle *puzzle, guint cell)
{
  for (guint i = 0; i < puzzle->slots->len; i++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[i];

      for (guint j = 0; j < slot->length; j++)
        if (slot->cells[j] == cell)
          return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- parsing */

/* "line L: …" errors of this parser (qd_text_line_error). */
#define fail(error, code, line, ...) qd_text_line_error (error, QD_WORDPUZZLE_ERROR, code, line, __VA_ARGS__)


/* A whole number in [1, max] from the trimmed text; FALSE if it is not one. */
static gboolean
parse_index (const char *text, gsize length, guint64 *value)
{
  char buf[24];

  while (length > 0 && g_ascii_isspace (*text))
    text++, length--;
  while (length > 0 && g_ascii_isspace (text[length - 1]))
    length--;
  if (length == 0 || length >= sizeof buf)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  memcpy (buf, text, length);
  buf[length] = '\0';
  *value = g_ascii_strtoull (buf, NULL, 10);   /* saturates at G_MAXUINT64 */
  return TRUE;
}

static gboolean
parse_slot_line (QdWordpuzzle *puzzle, const char *line, gsize length, guint number, GError **error)
{
  const char *colon = memchr (line, ':', length);
  g_autofree char *name = NULL;
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *p, *end = line + length;
  const char *name_start = line, *name_end;
  g_autoptr(GError) local = NULL;
  QdWordpuzzleSlot *slot;

  if (colon == NULL)
    return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, number,
                 _("expected “category: i, j, k” but found no ‘:’"));
  name_end = colon;
  while (name_start < name_end && g_ascii_isspace (*name_start))
    name_start++;
  while (name_end > name_start && g_ascii_isspace (name_end[-1]))
    name_end--;
  if (!category_name_is_valid (name_start, name_end - name_start))
    return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, number,
                 _("“%.*s” is not a category name"), (int) (colon - line), line);
  name = g_strndup (name_start, name_end - name_start);

  p = colon + 1;
  if (qd_text_is_blank (p, end - p))
    return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, number,
                 _("the slot of “%s” lists no cells"), name);
  while (p <= end)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *item_end = comma != NULL ? comma : end;
      guint64 index;
      guint cell;

      if (!parse_index (p, item_end - p, &index))
        {
          g_autofree char *item = g_strstrip (g_strndup (p, item_end - p));

          if (*item == '\0')
            return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, number, _("an empty cell index in “%s”"), name);
          return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, number,
                       _("“%s” is not a cell index (a whole number from 1 to %u)"), item, puzzle->size);
        }
      if (index < 1 || index > puzzle->size)
        {
          /* The number as written: one past 2^64 must not show as another. */
          g_autofree char *item = g_strstrip (g_strndup (p, item_end - p));
          g_autofree char *shown = qd_text_quote (item, -1);

          return fail (error, QD_WORDPUZZLE_ERROR_RANGE, number,
                       _("cell %s is outside the array of %u cells (1 to %u)"), shown, puzzle->size, puzzle->size);
        }
      cell = (guint) index - 1;
      g_array_append_val (cells, cell);
      if (comma == NULL)
        break;
      p = comma + 1;
    }

  slot = qd_wordpuzzle_add_slot (puzzle, name, (guint *) cells->data, cells->len, &local);
  if (slot == NULL)
    return fail (error, local->code, number, "%s", local->message);
  slot->line = number;
  return TRUE;
}

/* "category\nc1,c2,…": what makes two slots the same one. */
static char *
slot_key (const QdWordpuzzleSlot *slot)
{
  GString *key = g_string_new (slot->category);

  g_string_append_c (key, '\n');
  for (guint i = 0; i < slot->length; i++)
    g_string_append_printf (key, "%u,", slot->cells[i]);
  return g_string_free (key, FALSE);
}

QdWordpuzzle *
qd_wordpuzzle_parse (const char *text, gssize length, GError **error)
{
  return qd_wordpuzzle_parse_full (text, length, NULL, error);
}

QdWordpuzzle *
qd_wordpuzzle_parse_full (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  g_autoptr(QdWordpuzzle) puzzle = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_warnings = 0;
  QdLineReader reader;
  const char *line;
  gsize line_length;
  gboolean have_size = FALSE;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_ENCODING, error))
    return NULL;

  puzzle = qd_wordpuzzle_new (0);
  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      if (qd_text_is_blank (line, line_length) || line[0] == '#')
        continue;
      if (!have_size)
        {
          guint64 size;

          if (!parse_index (line, line_length, &size))
            {
              fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, reader.line,
                    _("the first line must be the size of the array (a whole number)"));
              return NULL;
            }
          if (size < 1 || size > QD_WORDPUZZLE_MAX_SIZE)
            {
              g_autofree char *text = g_strstrip (g_strndup (line, line_length));
              g_autofree char *shown = qd_text_quote (text, -1);

              fail (error, QD_WORDPUZZLE_ERROR_RANGE, reader.line,
                    _("the array size must be 1 to %u, not %s"), QD_WORDPUZZLE_MAX_SIZE, shown);
              return NULL;
            }
          puzzle->size = (guint) size;
          have_size = TRUE;
          continue;
        }
      if (!parse_slot_line (puzzle, line, line_length, reader.line, error))
        return NULL;
      /* The same slot again (category and cells) adds nothing but work for
       * every pair of slots: it is read once, and said. */
      {
        char *key = slot_key (puzzle->slots->pdata[puzzle->slots->len - 1]);
        gpointer first = g_hash_table_lookup (seen, key);

        if (first != NULL)
          {
            qd_text_warn (warnings, &n_warnings, _("line %u: the slot of line %u again: read once"), reader.line,
                          GPOINTER_TO_UINT (first));
            g_ptr_array_remove_index (puzzle->slots, puzzle->slots->len - 1);
            g_free (key);
          }
        else
          g_hash_table_insert (seen, key, GUINT_TO_POINTER (reader.line));
      }
    }
  if (!have_size)
    {
      g_set_error_literal (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                           _("line 1: the file is empty: expected the size of the array"));
      return NULL;
    }
  if (puzzle->slots->len == 0)
    {
      fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, reader.line + 1,
            _("the puzzle has no slots: expected lines “category: i, j, k”"));
      return NULL;
    }
  qd_text_warnings_end (warnings, n_warnings);
  return g_steal_pointer (&puzzle);
}

char *
qd_wordpuzzle_to_string (const QdWordpuzzle *puzzle)
{
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "%u\n", puzzle->size);
  for (guint i = 0; i < puzzle->slots->len; i++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[i];

      g_string_append_printf (out, "%s: ", slot->category);
      for (guint j = 0; j < slot->length; j++)
        g_string_append_printf (out, "%s%u", j ? ", " : "", slot->cells[j] + 1);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* -------------------------------------------------------------- word list */

static void
category_free (gpointer data)
{
  QdWordpuzzleCategory *category = data;

  g_free (category->name);
  g_hash_table_unref (category->set);
  g_ptr_array_unref (category->words);
  g_free (category);
}

QdWordpuzzleList *
qd_wordpuzzle_list_new (void)
{
  QdWordpuzzleList *list = g_new0 (QdWordpuzzleList, 1);

  list->categories = g_ptr_array_new_with_free_func (category_free);
  list->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  return list;
}

void
qd_wordpuzzle_list_free (QdWordpuzzleList *list)
{
  if (list == NULL)
    return;
  g_hash_table_unref (list->by_name);
  g_ptr_array_unref (list->categories);
  g_free (list);
}

QdWordpuzzleCategory *
qd_wordpuzzle_list_find (const QdWordpuzzleList *list, const char *name)
{
  return g_hash_table_lookup (list->by_name, name);
}

QdWordpuzzleCategory *
qd_wordpuzzle_list_ensure (QdWordpuzzleList *list, const char *name)
{
  QdWordpuzzleCategory *category = qd_wordpuzzle_list_find (list, name);

  if (category == NULL)
    {
      category = g_new0 (QdWordpuzzleCategory, 1);
      category->name = g_strdup (name);
      category->words = g_ptr_array_new_with_free_func (g_free);
      category->set = g_hash_table_new (g_str_hash, g_str_equal);
      g_ptr_array_add (list->categories, category);
      g_hash_table_insert (list->by_name, category->name, category);
    }
  return category;
}

/* Takes `upper`, a word not yet in the category. */
static void
add_word (QdWordpuzzleCategory *category, char *upper)
{
  g_ptr_array_add (category->words, upper);
  g_hash_table_add (category->set, upper);
}

gboolean
qd_wordpuzzle_category_add (QdWordpuzzleCategory *category, const char *word, GError **error)
{
  g_autofree char *upper = g_ascii_strup (word, -1);
  gsize length = strlen (upper);

  if (length == 0 || length > QD_WORDPUZZLE_MAX_SLOT)
    {
      g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                   _("a word has 1 to %u letters"), QD_WORDPUZZLE_MAX_SLOT);
      return FALSE;
    }
  for (gsize i = 0; i < length; i++)
    if (upper[i] < 'A' || upper[i] > 'Z')
      {
        g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                     _("“%s” is not a word of the letters A to Z"), word);
        return FALSE;
      }
  /* The same word twice would count every solution twice. */
  if (!g_hash_table_contains (category->set, upper))
    add_word (category, g_steal_pointer (&upper));
  return TRUE;
}

gboolean
qd_wordpuzzle_category_remove (QdWordpuzzleCategory *category, const char *word)
{
  g_autofree char *upper = g_ascii_strup (word, -1);
  gpointer stored;

  if (!g_hash_table_lookup_extended (category->set, upper, &stored, NULL))
    return FALSE;
  g_hash_table_remove (category->set, stored);
  g_ptr_array_remove (category->words, stored);   /* frees it */
  return TRUE;
}

static gboolean
add_words (QdWordpuzzleCategory *category, const char *text, gsize length, guint line, GError **error)
{
  const char *p = text, *end = text + length;

  while (p < end)
    {
      const char *comma = memchr (p, ',', end - p);
      const char *item_end = comma != NULL ? comma : end;
      g_autofree char *word = g_strstrip (g_strndup (p, item_end - p));
      g_autoptr(GError) local = NULL;

      if (*word != '\0' && !qd_wordpuzzle_category_add (category, word, &local))
        return fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, line, "%s", local->message);
      p = item_end + 1;
    }
  return TRUE;
}

QdWordpuzzleList *
qd_wordpuzzle_list_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdWordpuzzleList) list = NULL;
  QdLineReader reader;
  const char *line;
  gsize line_length;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_ENCODING, error))
    return NULL;

  list = qd_wordpuzzle_list_new ();
  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &line_length))
    {
      const char *colon;
      g_autofree char *name = NULL;
      QdWordpuzzleCategory *category;

      if (qd_text_is_blank (line, line_length) || line[0] == '#')
        continue;
      colon = memchr (line, ':', line_length);
      if (colon == NULL)
        {
          fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, reader.line,
                _("expected “category:<TAB>WORD, WORD, …” but found no ‘:’"));
          return NULL;
        }
      name = g_strstrip (g_strndup (line, colon - line));
      if (!category_name_is_valid (name, strlen (name)))
        {
          fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, reader.line, _("“%s” is not a category name"), name);
          return NULL;
        }
      if (qd_wordpuzzle_list_find (list, name) != NULL)
        {
          fail (error, QD_WORDPUZZLE_ERROR_SYNTAX, reader.line,
                _("the category “%s” is listed twice"), name);
          return NULL;
        }
      category = qd_wordpuzzle_list_ensure (list, name);
      if (!add_words (category, colon + 1, line + line_length - colon - 1, reader.line, error))
        return NULL;
    }
  if (list->categories->len == 0)
    {
      g_set_error_literal (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                           _("line 1: the word list is empty: expected lines “category:<TAB>WORD, WORD, …”"));
      return NULL;
    }
  return g_steal_pointer (&list);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* A folder of <category>.txt files, one word per line. */
static QdWordpuzzleList *
load_folder (GFile *folder, GError **error)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_new ();
  g_autofree char *folder_name = g_file_get_parse_name (folder);
  GFileInfo *info;

  children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NONE,
                                        NULL, error);
  if (children == NULL)
    return NULL;
  while ((info = g_file_enumerator_next_file (children, NULL, error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".txt"))
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  if (error != NULL && *error != NULL)
    return NULL;
  g_ptr_array_sort (names, compare_names);   /* the same list on every file system */

  for (guint i = 0; i < names->len; i++)
    {
      const char *file_name = names->pdata[i];
      g_autofree char *category_name = g_strndup (file_name, strlen (file_name) - 4);
      g_autoptr(GFile) file = g_file_get_child (folder, file_name);
      g_autofree char *contents = NULL;
      gsize length;
      QdLineReader reader;
      const char *line;
      gsize line_length;
      QdWordpuzzleCategory *category;
      g_autoptr(GError) local = NULL;

      if (!category_name_is_valid (category_name, strlen (category_name)))
        continue;
      if (!qd_file_read (file, 0, &contents, &length, error))
        {
          g_prefix_error (error, "%s: ", file_name);
          return NULL;
        }
      if (!qd_text_validate (contents, length, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_ENCODING, &local))
        {
          g_set_error (error, local->domain, local->code, "%s: %s", file_name, local->message);
          return NULL;
        }
      category = qd_wordpuzzle_list_ensure (list, category_name);
      qd_line_reader_init (&reader, contents, length);
      while (qd_line_reader_next (&reader, &line, &line_length))
        if (!add_words (category, line, line_length, reader.line, &local))
          {
            g_set_error (error, local->domain, local->code, "%s: %s", file_name, local->message);
            return NULL;
          }
    }
  if (list->categories->len == 0)
    {
      g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_SYNTAX,
                   _("the folder “%s” holds no <category>.txt word files"), folder_name);
      return NULL;
    }
  return g_steal_pointer (&list);
}

QdWordpuzzleList *
qd_wordpuzzle_list_load (GFile *file, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
    return load_folder (file, error);
  if (!qd_file_read (file, 0, &contents, &length, error))
    {
      g_autofree char *name = qd_file_display_name (file);

      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  return qd_wordpuzzle_list_parse (contents, length, error);
}

QdWordpuzzleList *
qd_wordpuzzle_list_copy (const QdWordpuzzleList *list)
{
  QdWordpuzzleList *copy = qd_wordpuzzle_list_new ();

  for (guint i = 0; i < list->categories->len; i++)
    {
      const QdWordpuzzleCategory *category = list->categories->pdata[i];
      QdWordpuzzleCategory *c = qd_wordpuzzle_list_ensure (copy, category->name);

      for (guint j = 0; j < category->words->len; j++)
        add_word (c, g_strdup (category->words->pdata[j]));
    }
  return copy;
}

char *
qd_wordpuzzle_list_to_string (const QdWordpuzzleList *list)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < list->categories->len; i++)
    {
      const QdWordpuzzleCategory *category = list->categories->pdata[i];

      g_string_append_printf (out, "%s:\t", category->name);
      for (guint j = 0; j < category->words->len; j++)
        g_string_append_printf (out, "%s%s", j ? ", " : "", (char *) category->words->pdata[j]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

gboolean
qd_wordpuzzle_check_categories (const QdWordpuzzle *puzzle, const QdWordpuzzleList *list, GError **error)
{
  for (guint i = 0; i < puzzle->slots->len; i++)
    {
      const QdWordpuzzleSlot *slot = puzzle->slots->pdata[i];

      if (qd_wordpuzzle_list_find (list, slot->category) == NULL)
        {
          if (slot->line > 0)
            g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_CATEGORY,
                         _("line %u: the category “%s” is not in the word list"), slot->line, slot->category);
          else
            g_set_error (error, QD_WORDPUZZLE_ERROR, QD_WORDPUZZLE_ERROR_CATEGORY,
                         _("the category “%s” is not in the word list"), slot->category);
          return FALSE;
        }
    }
  return TRUE;
}
