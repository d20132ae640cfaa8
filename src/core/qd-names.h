/* qd-names.h — an enumeration's names on the command line and in files: a
 * table of names indexed by the value, read both ways.  Each problem and
 * algorithm keeps its own table; these are the one lookup they share. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `names[value]`, or `fallback` when `value` is not below `n`. */
const char *qd_names_to_string (const char *const *names, guint n, guint value, const char *fallback);
/* The value whose name in the `n` names is `text` (NULL entries, and a
 * NULL text, match nothing): TRUE and *value (when `value` is not NULL)
 * set, else FALSE and *value untouched. */
gboolean    qd_names_lookup    (const char *const *names, guint n, const char *text, guint *value);

/* The same on a static array `names`, `value` an enumeration's storage (an
 * enum the size of a guint, checked when compiled). */
#define QD_NAMES_TO_STRING(names, value, fallback) \
  qd_names_to_string ((names), G_N_ELEMENTS (names), (guint) (value), (fallback))
#define QD_NAMES_LOOKUP(names, text, value) \
  (G_STATIC_ASSERT_EXPR (sizeof *(value) == sizeof (guint)), \
   qd_names_lookup ((names), G_N_ELEMENTS (names), (text), (guint *) (value)))

/* Defines `prefix`_to_string (`fallback` for a value outside the table)
 * and `prefix`_from_string for the enumeration `Type` and its static table
 * `names`; the _WITH_ALIASES form also reads the other spellings of the
 * table `aliases` (indexed by value, NULL where none). */
#define QD_NAMES_FUNCTIONS(prefix, Type, names, fallback) \
  const char *prefix##_to_string (Type value) { return QD_NAMES_TO_STRING (names, value, fallback); } \
  gboolean prefix##_from_string (const char *text, Type *value) { return QD_NAMES_LOOKUP (names, text, value); }
#define QD_NAMES_FUNCTIONS_WITH_ALIASES(prefix, Type, names, aliases, fallback) \
  const char *prefix##_to_string (Type value) { return QD_NAMES_TO_STRING (names, value, fallback); } \
  gboolean prefix##_from_string (const char *text, Type *value) \
  { \
    return QD_NAMES_LOOKUP (names, text, value) || QD_NAMES_LOOKUP (aliases, text, value); \
  }

G_END_DECLS
