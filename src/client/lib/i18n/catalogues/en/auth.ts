/**
 * The account screens' English messages (features/auth: sign-in, registration, Google, email
 * verification, password reset, the social-login callback, Access Denied, the log-out question).
 * Texts quoted by docs/product.md stay verbatim. `auth.field.*` are the shared schemas' field
 * messages word for word (lib/forms/field-messages.ts shows them translated); `auth.server.*` the
 * accounts routes' answers (src/server/accounts/service.ts), shown by outcome on the client.
 */

export default {
  'auth.success': 'Success',
  'auth.error': 'Error',
  'auth.password': 'Password',
  'auth.backHome': 'Back to Home',

  // Sign-in (docs/product.md §2)
  'auth.welcomeBack': 'Welcome back',
  'auth.signInSubtitle': 'Sign in to your account',
  'auth.forgotPassword': 'Forgot password?',
  'auth.noAccount': "Don't have an account? Sign up",
  'auth.loggedIn': 'Logged in successfully',
  'auth.loginFailed': 'Login failed',
  'auth.googleLoginFailed': 'Failed to initiate Google login. Please try again.',
  'auth.continueWithGoogle': 'Continue with Google',
  'auth.orEmail': 'Or continue with email',

  // Registration
  'auth.createTitle': 'Create your account',
  'auth.createSubtitle': "Join the golf community's restroom directory",
  'auth.googleRegisterFailed': 'Failed to initiate Google registration. Please try again.',
  'auth.firstName': 'First Name',
  'auth.lastName': 'Last Name',
  'auth.accountType': 'Account Type',
  'auth.role.regular': 'Regular User',
  'auth.role.regular.hint': 'Find, rate and review restrooms',
  'auth.role.course_owner': 'Course Owner',
  'auth.role.course_owner.hint': 'Confirm restroom details for your course',
  'auth.agree': 'I agree to the {terms} and {privacy}',
  'auth.createAccount': 'Create Account',
  'auth.termsHint': 'Tick the box above to agree to the terms first.',
  'auth.termsRequired': 'You must agree to the Terms of Service and Privacy Policy to continue',
  'auth.haveAccount': 'Already have an account? Sign in',
  'auth.accountCreated': 'Account created successfully',
  'auth.registrationFailed': 'Registration failed',

  // Forgotten password, and the reset link
  'auth.forgotTitle': 'Forgot your password?',
  'auth.forgotSubtitle': 'We will email you a link to choose a new one.',
  'auth.sendResetLink': 'Send reset link',
  'auth.linkNotSent': 'Could not send the link',
  'auth.backToSignIn': 'Back to Sign In',
  'auth.resetTitle': 'Choose a new password',
  'auth.resetSubtitle': 'At least 6 characters, and not an easily guessed one.',
  'auth.checkingLink': 'Checking your link...',
  'auth.linkIncomplete': 'This link is incomplete. Please open the link from the email again.',
  'auth.askNewLink': 'Ask for a new link',
  'auth.newPassword': 'New password',
  'auth.setNewPassword': 'Set new password',
  'auth.linkWorksUntil': 'This link works until {until, time, short}.',
  'auth.needNewLink': 'Need a new link?',
  'auth.passwordChanged': 'Password changed',
  'auth.passwordNotChanged': 'Could not change the password',

  // Email verification
  'auth.verifyTitle': 'Confirm your email',
  'auth.verifySubtitle': 'Proving your address keeps your account yours.',
  'auth.verifying': 'Confirming your email address...',
  'auth.notVerified': 'Could not verify the email address',
  'auth.emailSent': 'Email sent',
  'auth.sendNewLink': 'Send a new link',
  'auth.goToDashboard': 'Go to your dashboard',
  'auth.signInLink': 'Sign in',

  // The social-login callback (docs/product.md §2)
  'auth.authFailed': 'Authentication Failed',
  'auth.socialFailed': 'Social login failed. Please try again.',
  'auth.noToken': 'No authentication token received. Please try again.',
  'auth.socialSignedIn': 'Successfully signed in with social account!',
  'auth.completing': 'Completing authentication...',
  'auth.pleaseWait': 'Please wait while we sign you in.',

  // A role not allowed (docs/product.md §6)
  'auth.accessDenied': 'Access Denied',
  'auth.noPermission': "You don't have permission to access this page.",
  'auth.restricted':
    "You don't have permission to access this page. This area is restricted to course owners and administrators.",
  'auth.goBack': 'Go Back',

  // Logging out with writes not yet sent (docs/decisions.md §6)
  'auth.unsentTitle': 'Unsent changes',
  'auth.unsentText':
    '{n, plural, one {# change you made on this device has not reached Fairway Relief yet. Keep it to send the next time you sign in here, or discard it.} other {# changes you made on this device have not reached Fairway Relief yet. Keep them to send the next time you sign in here, or discard them.}}',
  'auth.keepAndLogOut': 'Keep and log out',
  'auth.discardAndLogOut': 'Discard and log out',
  'auth.staySignedIn': 'Stay signed in',

  // The accounts routes' answers (src/server/accounts/service.ts), word for word
  'auth.server.verified': 'Thank you: your email address is verified.',
  'auth.server.alreadyVerified': 'Your email address is already verified.',
  'auth.server.verificationSent': 'We have sent you a new link. Please check your email.',
  'auth.server.resetRequested':
    'If an account exists for that email, we have sent it a link to reset the password. The link works for one hour.',
  'auth.server.passwordReset':
    'Your password has been changed and every device was signed out. Sign in with your new password.',

  // The shared schemas' field messages (src/shared/schemas/auth.ts, docs/product.md §5), word for word
  'auth.field.emailRequired': 'Email is required',
  'auth.field.emailTooLong': 'Email is too long',
  'auth.field.emailInvalid': 'Please enter a valid email address',
  'auth.field.passwordRequired': 'Password is required',
  'auth.field.passwordTooShort': 'Password must be at least 6 characters',
  'auth.field.passwordSpaces': 'Password cannot be only spaces',
  'auth.field.passwordTooLong': 'Password must be at most 1024 characters',
  'auth.field.staffPassword': 'Password must be at least 12 characters for course owner and admin accounts',
  'auth.field.firstNameRequired': 'First name is required',
  'auth.field.firstNameLine': 'First name must be on one line',
  'auth.field.firstNameAddress': 'First name cannot contain a web address',
  'auth.field.nameTooLong': 'Must be at most 60 characters',
  'auth.field.unsafeText': 'Contains characters that are not allowed',
  'auth.field.lastNameRequired': 'Last name is required',
  'auth.field.lastNameLine': 'Last name must be on one line',
  'auth.field.lastNameAddress': 'Last name cannot contain a web address',
  'auth.field.role': 'Account type must be Regular User or Course Owner',
} as const;
