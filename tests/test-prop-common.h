/* test-prop-common.h — what the propositional tests share: the wumpus KB
 * R1–R5 of AIMA §7.4.3 and a parse that must succeed. */
#pragma once

#include "core/qd-prop.h"

#define R1_R5 "¬P11 ∧ (B11 ⇔ (P12 ∨ P21)) ∧ (B21 ⇔ (P11 ∨ P22 ∨ P31)) ∧ ¬B11 ∧ B21"

static inline guint
parse_ok (QdProp *prop, const char *text)
{
  g_autoptr (GError) error = NULL;
  guint root = qd_prop_parse (prop, text, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (root, !=, QD_PROP_NONE);
  return root;
}
